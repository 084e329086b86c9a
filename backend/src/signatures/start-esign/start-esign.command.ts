import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { SigningCodeSent } from '../signer-codes/signer-codes.service.js';

// An eSign transaction started for the current document, with the code sent in place of the
// provider's own authentication (the sandbox's), or null.
export interface EsignStarted {
  TransactionId: string;
  Provider: string;
  RedirectUrl: string | null;
  CodeSent: SigningCodeSent | null;
}

// Start signing the document `hash` with Aadhaar eSign through the configured provider.
export class StartEsignCommand extends Command<EsignStarted> {
  constructor(
    readonly agreementId: string,
    readonly actor: Actor,
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}
