import { createHmac } from 'node:crypto';
import type { Runtime } from '../../config/runtime.js';

// The keys payments use: Razorpay's, or the local sandbox's when none are configured.
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  // `live`: Razorpay's API. `sandbox` (no keys outside production): orders, checkout and webhooks are
  // served by this app under /api/dev/razorpay. `off` (no keys in production): nothing can be bought.
  mode: 'live' | 'sandbox' | 'off';
}

export const RAZORPAY_SETTINGS = Symbol('RAZORPAY_SETTINGS');
const SANDBOX_KEY_ID = 'rzp_test_samvida_sandbox';

export function razorpaySettings({ env, jwtSecret }: Runtime): RazorpaySettings {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      mode: 'live',
    };
  }
  // Derived from the token secret so every instance on the same data signs alike, and none is stored.
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest('hex');
  return {
    keyId: SANDBOX_KEY_ID,
    keySecret: derive('razorpay-sandbox-key-secret'),
    webhookSecret: derive('razorpay-sandbox-webhook-secret'),
    mode: env.NODE_ENV === 'production' ? 'off' : 'sandbox',
  };
}
