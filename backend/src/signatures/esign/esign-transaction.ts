import { createHmac, timingSafeEqual } from 'node:crypto';

const TTL_MS = 15 * 60_000;

// What an eSign transaction is for; its id carries this, signed, so no table is needed.
export interface EsignBinding {
  agreementId: string;
  userId: string;
  hash: string;
  // The signing code sent in place of the provider's own authentication (the sandbox's), or null.
  challengeId: string | null;
}

const sign = (key: string, body: string) => createHmac('sha256', `esign:${key}`).update(body).digest('base64url');

// When a transaction started at `now` expires (one with a signing code expires with the code).
export const esignExpiry = (now: Date): Date => new Date(now.getTime() + TTL_MS);

// A transaction id naming the binding and its expiry. The same inputs give the same id, so the
// signature panel can hand a signer who reloaded the page the transaction of their pending code.
export function esignTransactionId(key: string, binding: EsignBinding, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...binding, exp: expiresAt.getTime() })).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

// The binding of a transaction id this server issued and that has not expired, else undefined.
export function readEsignTransaction(key: string, transactionId: string, now: Date): EsignBinding | undefined {
  const [body, mac] = transactionId.split('.');
  if (!body || !mac) return undefined;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EsignBinding & { exp: number };
  return parsed.exp > now.getTime()
    ? { agreementId: parsed.agreementId, userId: parsed.userId, hash: parsed.hash, challengeId: parsed.challengeId }
    : undefined;
}
