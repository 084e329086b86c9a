import { Command } from '@nestjs/cqrs';

// Where a signing code went, and what it is for.
export interface SigningCodeSent {
  ChallengeId: string;
  SentTo: string[];
  DocumentVersion: number;
  Hash: string;
  ExpiresInMinutes: number;
}

// Send the caller a one-time code bound to this agreement, the caller and the document `hash`.
export class RequestSigningCodeCommand extends Command<SigningCodeSent> {
  constructor(
    readonly agreementId: string,
    readonly userId: string,
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}
