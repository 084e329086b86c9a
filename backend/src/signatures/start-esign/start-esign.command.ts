import { Command } from '@nestjs/cqrs';

// An eSign transaction started for the current document.
export interface EsignStarted {
  TransactionId: string;
  Provider: string;
  RedirectUrl: string | null;
}

// Start signing the document `hash` with Aadhaar eSign through the configured provider.
export class StartEsignCommand extends Command<EsignStarted> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly hash: string,
  ) {
    super();
  }
}
