import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's signature: hex HMAC-SHA256 of the payload with a secret.
export function hmacSignature(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

// Compares in constant time, so a forged signature learns nothing from timing.
export function isValidSignature(payload: string | Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(hmacSignature(payload, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// The checkout's payment signature covers `order_id|payment_id`.
export const paymentSignaturePayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
