import { Command } from '@nestjs/cqrs';
import type { SigningOutcome } from '../signatures.views.js';

/** Record the signature of a finished eSign transaction. */
export class CompleteEsignCommand extends Command<SigningOutcome> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly transactionId: string,
    readonly ip: string,
    readonly userAgent: string,
    readonly commandId?: string,
  ) {
    super();
  }
}
