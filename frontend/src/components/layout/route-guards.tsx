import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getSession, isSignedIn, useSession } from '@/lib/session';

// Dashboard, profile, logout and working screens: guests go to the landing page (spec §6).
export function RequireSignIn() {
  return isSignedIn(useSession()) ? <Outlet /> : <Navigate to="/" replace />;
}

// Landing and sign-in screens: a signed-in user who opens one goes to the dashboard (spec §6).
// Checked when the address changes, not when the session does, so the sign-in screen itself
// decides where a user who has just signed in goes next.
export function GuestOnly() {
  const { pathname } = useLocation();
  const signedIn = useMemo(() => isSignedIn(getSession()), [pathname]);
  return signedIn ? <Navigate to="/Home" replace /> : <Outlet />;
}
