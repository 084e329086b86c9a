import { catalogueError, type ErrorCatalogue } from '../common/errors/error-catalogue.js';

/** A GSTIN another account holds (a GSTIN belongs to one business: its documents share one series). */
export const GSTIN_TAKEN_MESSAGE =
  'This GSTIN is already registered to another account. A GSTIN belongs to one business: ask its owner to invite you to its team.';

// Every refusal of the accounts feature; messages quoted from the spec (§8) are kept verbatim.
const CATALOGUE = {
  INVALID_CREDENTIALS: ['Invalid Credentials.', 'unauthorized'],
  INVALID_OTP: ['Invalid OTP.', 'unauthorized'],
  USER_NOT_FOUND: ['User doesnt exist', 'not_found'],
  PHONE_TAKEN: ['An account with this phone number already exists.', 'conflict'],
  EMAIL_TAKEN: ['An account with this e-mail address already exists.', 'conflict'],
  GSTIN_TAKEN: [GSTIN_TAKEN_MESSAGE, 'conflict'],
  PHONE_NOT_VERIFIED: ['Please verify your phone number with the one-time code first.', 'forbidden'],
  NOT_YOUR_ACCOUNT: ['You can only view or change your own account.', 'forbidden'],
  INVALID_REFRESH_TOKEN: ['Your session has expired. Please sign in again.', 'unauthorized'],
  INVALID_RESET_GRANT: ['Your password reset has expired. Please request a new code.', 'unauthorized'],
  GOOGLE_SIGN_IN_DISABLED: ['Google sign-in is not available.', 'forbidden'],
  GOOGLE_EMAIL_UNVERIFIED_ACCOUNT: [
    'An account with this e-mail exists but the e-mail is not verified. Sign in with your phone number first.',
    'conflict',
  ],
} as const satisfies ErrorCatalogue;

export class AccountsError extends catalogueError(CATALOGUE) {}
