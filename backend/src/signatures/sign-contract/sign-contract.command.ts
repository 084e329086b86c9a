import { Command } from '@nestjs/cqrs';
import type { SigningOutcome } from '../signatures.views.js';

/** Sign the contract document a one-time code was sent for, recording the request's IP and user agent. */
export class SignContractCommand extends Command<SigningOutcome> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly challengeId: string,
    readonly code: string,
    readonly ip: string,
    readonly userAgent: string,
    readonly commandId?: string,
  ) {
    super();
  }
}
