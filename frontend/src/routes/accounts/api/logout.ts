import { AnyData, apiRequest } from '@/api/client';
import { clearSession, getSession } from '@/lib/session';

// Revokes the refresh token (POST api/Auth/Logout) and clears the session. The session is
// cleared even when the call fails: the user asked to leave this device.
export async function logout(): Promise<void> {
  const refreshToken = getSession().refreshToken;
  try {
    if (refreshToken) await apiRequest('Auth/Logout', AnyData, { body: { RefreshToken: refreshToken } });
  } finally {
    clearSession();
  }
}
