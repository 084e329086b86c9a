import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { SigningCodeSent } from '../signer-codes/signer-codes.service.js';

export type { SigningCodeSent };

// Send the caller a one-time code bound to this agreement, the caller and the document `hash`.
export class RequestSigningCodeCommand extends Command<SigningCodeSent> {
  constructor(
    readonly agreementId: string,
    readonly actor: Actor,
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}
