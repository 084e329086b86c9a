import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Hex sha256: how refresh tokens and reset grants (high-entropy secrets) are stored.
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

// Keyed hash for low-entropy secrets (6-digit codes): a leaked table alone cannot be brute-forced.
export const hmac = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('hex');

export const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
