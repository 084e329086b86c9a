import { Injectable } from '@nestjs/common';
import type { EsignOutcome, EsignProvider, EsignRequest, EsignSession } from './esign-provider.port.js';

const REMEMBERED = 1_000;

// A stand-in eSign provider for development and tests: it makes no network call and approves
// every request, authenticating nobody, so the app asks the signer for a one-time code in its
// place (`verifiesSigner`). Never a legal signature.
@Injectable()
export class SandboxEsignAdapter implements EsignProvider {
  readonly name = 'sandbox';
  readonly method = 'sandbox';
  readonly verifiesSigner = false;
  private readonly started = new Map<string, string>();

  start(request: EsignRequest): Promise<EsignSession> {
    this.started.set(request.transactionId, request.documentHash);
    if (this.started.size > REMEMBERED) this.started.delete(this.started.keys().next().value!);
    return Promise.resolve({ provider: this.name, redirectUrl: null });
  }

  outcome(transactionId: string): Promise<EsignOutcome> {
    const documentHash = this.started.get(transactionId);
    this.started.delete(transactionId);
    return Promise.resolve({ signed: documentHash !== undefined, documentHash: documentHash ?? '' });
  }
}
