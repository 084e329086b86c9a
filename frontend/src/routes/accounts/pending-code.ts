import { getSession, type Session, updateSession } from '@/lib/session';

// What a one-time code is for: signing in, or resetting the password.
export type CodePurpose = 'Login' | 'Reset';

// The purpose and the reset grant live in sessionStorage: they must not outlive the tab.
const PURPOSE = 'otp_purpose';
const RESET_GRANT = 'reset_grant';

// A code is on its way: like the spec, the contact id is kept as the stored user id until the
// code is used; the contact (phone or e-mail) is kept so the code can be resent.
export function rememberPendingCode(contactId: string, contact: string, purpose: CodePurpose): void {
  updateSession({ userId: contactId, phone: contact });
  sessionStorage.setItem(PURPOSE, purpose);
}

export function pendingCode(session: Session = getSession()): {
  contactId: string | null;
  contact: string | null;
  purpose: CodePurpose;
} {
  const { userId, phone } = session;
  return {
    contactId: userId,
    contact: phone,
    purpose: sessionStorage.getItem(PURPOSE) === 'Reset' ? 'Reset' : 'Login',
  };
}

export interface ResetGrant {
  usrId: string;
  resetToken: string;
}

export function rememberResetGrant(grant: ResetGrant): void {
  sessionStorage.setItem(RESET_GRANT, JSON.stringify(grant));
}

export function resetGrant(): ResetGrant | null {
  try {
    const grant = JSON.parse(sessionStorage.getItem(RESET_GRANT) ?? 'null') as ResetGrant | null;
    return grant?.usrId && grant.resetToken ? grant : null;
  } catch {
    return null;
  }
}

// The code has been used: forget the reset grant and the purpose.
export function clearPendingCode(): void {
  sessionStorage.removeItem(RESET_GRANT);
  sessionStorage.removeItem(PURPOSE);
}
