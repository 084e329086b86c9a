// Where a user whose session ended signs in again, and the page they come back to afterwards.

// The sign-in page, remembering `returnTo` (this app's path and query) to come back to.
export const signInAgainPath = (returnTo: string): string => `/Signup?returnTo=${encodeURIComponent(returnTo)}`;

// `value` when it is a path of this app, else null: a link never sends anyone off-site after sign-in.
export const safeReturnPath = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
