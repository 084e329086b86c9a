import { DomainError, type ErrorKind } from '../common/errors/domain.error.js';

/** Every refusal of the accounts feature; messages quoted from the spec (§8) are kept verbatim. */
const CATALOGUE = {
  INVALID_CREDENTIALS: ['Invalid Credentials.', 'unauthorized'],
  INVALID_OTP: ['Invalid OTP.', 'unauthorized'],
  USER_NOT_FOUND: ['User doesnt exist', 'not_found'],
  PHONE_TAKEN: ['An account with this phone number already exists.', 'conflict'],
  EMAIL_TAKEN: ['An account with this e-mail address already exists.', 'conflict'],
  PHONE_NOT_VERIFIED: ['Please verify your phone number with the one-time code first.', 'forbidden'],
  NOT_YOUR_ACCOUNT: ['You can only view or change your own account.', 'forbidden'],
  INVALID_REFRESH_TOKEN: ['Your session has expired. Please sign in again.', 'unauthorized'],
  INVALID_RESET_GRANT: ['Your password reset has expired. Please request a new code.', 'unauthorized'],
  GOOGLE_SIGN_IN_DISABLED: ['Google sign-in is not available.', 'forbidden'],
  GOOGLE_EMAIL_UNVERIFIED_ACCOUNT: [
    'An account with this e-mail exists but the e-mail is not verified. Sign in with your phone number first.',
    'conflict',
  ],
} as const satisfies Record<string, readonly [string, ErrorKind]>;

export type AccountsErrorCode = keyof typeof CATALOGUE;

export class AccountsError extends DomainError {
  constructor(code: AccountsErrorCode, errors?: Record<string, string[]>) {
    const [message, kind] = CATALOGUE[code];
    super(code, message, kind, errors);
  }
}

/** A 429 telling the caller how long to wait. */
export class TooManyRequestsError extends DomainError {
  constructor(
    code: 'RATE_LIMITED' | 'ACCOUNT_LOCKED' | 'OTP_RESEND_TOO_SOON' | 'OTP_HOURLY_LIMIT',
    retryAfterSeconds: number,
  ) {
    super(code, `${REASON[code]} Please try again in ${describeWait(retryAfterSeconds)}.`, 'rate_limited');
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
