import { useNavigate } from 'react-router';
import type { SignedInUser } from '../api/session-response';

/**
 * Where a user goes once signed in: a `New` account completes its profile (terms) first;
 * everyone else goes to the dashboard, which then follows any handoff data (spec §2).
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (user: SignedInUser) => void navigate(user.userStatus === 'New' ? '/UpdateUser' : '/Home', { replace: true });
}
