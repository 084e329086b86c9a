import type { StreamWriter } from '../streams/stream-writer.service.js';
import { signingOutcome, type SigningOutcome } from './signatures.views.js';

/** What both ways of signing (a one-time code, Aadhaar eSign) know once the signer is proven. */
export interface ProvenSignature {
  agreementId: string;
  userId: string;
  /** The document hash the proof was bound to; the machines refuse it unless it is the current one. */
  hash: string;
  method: 'otp-sms' | 'otp-email' | 'aadhaar-esign';
  ip: string;
  userAgent: string;
  commandId?: string;
}

/** Appends AgreementSigned for a proven signer, with the request's IP and user agent (bounded). */
export async function recordSignature(writer: StreamWriter, signature: ProvenSignature): Promise<SigningOutcome> {
  const { agreementId, userId, hash, method, ip, userAgent, commandId } = signature;
  const result = await writer.execute(
    'agreement',
    agreementId,
    { userId },
    {
      type: 'SignContract',
      data: {
        AgreementId: agreementId,
        Hash: hash,
        Method: method,
        SignerIp: ip.slice(0, 100),
        UserAgent: userAgent.slice(0, 500),
      },
    },
    { commandId },
  );
  return signingOutcome(agreementId, result);
}
