import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@/lib/return-to';
import type { SignedInUser } from '../api/session-response';

// The screen an account in each status signs in to; any other status lands on the dashboard.
const LANDING_OF: Partial<Record<string, string>> = { New: '/UpdateUser' };

// Where a user goes once signed in: a `New` account completes its profile (terms) first; a user
// whose session ended goes back to the page they were on (returnTo); everyone else goes to the
// dashboard, which then follows any handoff data (spec §2).
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  return (user: SignedInUser) =>
    void navigate(LANDING_OF[user.userStatus ?? ''] ?? returnTo ?? '/Home', { replace: true });
}
