import { Command } from '@nestjs/cqrs';
import type { SigningOutcome } from '../signatures.views.js';

/** The creator of a draft turns the signatures-before-SAA/AA setting on or off. */
export class RequireSignaturesCommand extends Command<SigningOutcome> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly required: boolean,
    readonly commandId?: string,
  ) {
    super();
  }
}
