import { useNavigate } from 'react-router';
import type { SignedInUser } from '../api/session-response';

// The screen an account in each status signs in to; any other status lands on the dashboard.
const LANDING_OF: Partial<Record<string, string>> = { New: '/UpdateUser' };

// Where a user goes once signed in: a `New` account completes its profile (terms) first;
// everyone else goes to the dashboard, which then follows any handoff data (spec §2).
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (user: SignedInUser) => void navigate(LANDING_OF[user.userStatus ?? ''] ?? '/Home', { replace: true });
}
