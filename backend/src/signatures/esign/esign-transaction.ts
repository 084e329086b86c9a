import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const TTL_MS = 15 * 60_000;

// What an eSign transaction is for; its id carries this, signed, so no table is needed.
export interface EsignBinding {
  agreementId: string;
  userId: string;
  hash: string;
}

const sign = (key: string, body: string) => createHmac('sha256', `esign:${key}`).update(body).digest('base64url');

// A transaction id naming the agreement, signer and hash, valid 15 minutes.
export function esignTransactionId(key: string, binding: EsignBinding, now: Date): string {
  const body = Buffer.from(JSON.stringify({ ...binding, nonce: randomUUID(), exp: now.getTime() + TTL_MS })).toString(
    'base64url',
  );
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
    ? { agreementId: parsed.agreementId, userId: parsed.userId, hash: parsed.hash }
    : undefined;
}
