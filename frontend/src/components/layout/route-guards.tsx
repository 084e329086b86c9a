import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInAgainPath } from '@/lib/return-to';
import { getSession, isSignedIn, sessionEnded, useSession } from '@/lib/session';

// Dashboard, profile, logout and working screens: guests go to the landing page (spec §6). A user
// whose session the server ended goes to sign in again, and comes back here afterwards.
export function RequireSignIn() {
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  if (signedIn) return <Outlet />;
  return <Navigate to={sessionEnded() ? signInAgainPath(pathname + search) : '/'} replace />;
}

// Landing and sign-in screens: a signed-in user who opens one goes to the dashboard (spec §6).
// Checked when the address changes, not when the session does, so the sign-in screen itself
// decides where a user who has just signed in goes next.
export function GuestOnly() {
  const { pathname } = useLocation();
  const signedIn = useMemo(() => isSignedIn(getSession()), [pathname]);
  return signedIn ? <Navigate to="/Home" replace /> : <Outlet />;
}
