import { DomainError } from './domain.error.js';

// A 429 telling the caller how long to wait, in its message and (whole seconds) in Retry-After.
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(
    code: 'RATE_LIMITED' | 'ACCOUNT_LOCKED' | 'OTP_RESEND_TOO_SOON' | 'OTP_HOURLY_LIMIT',
    retryAfterSeconds: number,
  ) {
    super(code, `${REASON[code]} Please try again in ${describeWait(retryAfterSeconds)}.`, 'rate_limited');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

const REASON = {
  RATE_LIMITED: 'Too many attempts.',
  ACCOUNT_LOCKED: 'Too many wrong passwords: this account is locked for a while.',
  OTP_RESEND_TOO_SOON: 'A code was sent a moment ago.',
  OTP_HOURLY_LIMIT: 'Too many codes were requested for this contact.',
} as const;

function describeWait(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return `${wait} second${wait === 1 ? '' : 's'}`;
  const minutes = Math.ceil(wait / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
