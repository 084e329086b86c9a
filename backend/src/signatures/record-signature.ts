import type { ContractCommandInput, SigningMethod } from '@samvida/machines';

// What both ways of signing (a one-time code, Aadhaar eSign) know once the signer is proven.
export interface ProvenSignature {
  // The document hash the proof was bound to; the machines refuse it unless it is the current one.
  hash: string;
  method: SigningMethod;
  ip: string;
  userAgent: string;
}

// The SignContract move of a proven signer, with the request's IP and user agent (bounded).
export const signatureMove = (agreementId: string, { hash, method, ip, userAgent }: ProvenSignature) =>
  ({
    type: 'SignContract',
    data: {
      AgreementId: agreementId,
      Hash: hash,
      Method: method,
      SignerIp: ip.slice(0, 100),
      UserAgent: userAgent.slice(0, 500),
    },
  }) satisfies ContractCommandInput;
