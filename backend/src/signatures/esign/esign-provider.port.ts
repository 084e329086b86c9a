import type { SigningMethod } from '@samvida/machines';

// The eSign service provider the app is configured with (an Aadhaar eSign ASP; the sandbox here).
export const ESIGN_PROVIDER = Symbol('ESIGN_PROVIDER');

// A signing request: the provider signs the document's SHA-256 after the signer's Aadhaar authentication.
export interface EsignRequest {
  transactionId: string;
  documentHash: string;
  signerName: string;
}

// Where the signer authenticates; a sandbox needs no page.
export interface EsignSession {
  provider: string;
  redirectUrl: string | null;
}

// The provider's verified answer for a transaction.
export interface EsignOutcome {
  signed: boolean;
  // The hash the provider signed: must be the one the transaction was started for.
  documentHash: string;
}

// The port every eSign adapter implements; no adapter but the sandbox exists yet.
export interface EsignProvider {
  readonly name: string;
  // How a signature through this provider is recorded (the sandbox's is never a legal one).
  readonly method: SigningMethod;
  // False for a provider that authenticates nobody (the sandbox): the signer is then sent a
  // one-time code at the start, and the transaction completes only with it.
  readonly verifiesSigner: boolean;
  start(request: EsignRequest): Promise<EsignSession>;
  outcome(transactionId: string): Promise<EsignOutcome>;
}
