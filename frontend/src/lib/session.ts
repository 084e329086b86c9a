import { useSyncExternalStore } from 'react';

// The session lives in localStorage under the spec's names (§3 "Session"), so other tabs and the
// screens of the contract area read the same values. `refresh_token` is ours: it renews the
// 15-minute access token silently.
const KEYS = {
  userId: 'userId',
  token: 'token',
  refreshToken: 'refresh_token',
  userType: 'user_type',
  displayName: 'display_name',
  email: 'user_email',
  phone: 'user_phone',
  loginStatus: 'user_login_status',
} as const;

export interface Session {
  userId: string | null;
  token: string | null;
  refreshToken: string | null;
  userType: string | null;
  displayName: string | null;
  email: string | null;
  phone: string | null;
  // '1' when signed in; anything else is a guest.
  loginStatus: string | null;
}

export type SessionField = keyof Session;

const listeners = new Set<() => void>();
// What the public pages are prerendered with (src/app/prerender.tsx runs in Node, without storage),
// and so what their first render in the browser must be.
const GUEST = Object.fromEntries(Object.keys(KEYS).map((field) => [field, null])) as unknown as Session;
let snapshot = typeof window === 'undefined' ? GUEST : read();

function read(): Session {
  const entries = Object.entries(KEYS).map(([field, key]) => [field, localStorage.getItem(key)]);
  return Object.fromEntries(entries) as Session;
}

function emit(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this tab's session too.
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key === null || Object.values<string>(KEYS).includes(event.key)) emit();
});

export function getSession(): Session {
  return snapshot;
}

export function isSignedIn(session: Session = snapshot): boolean {
  return Number(session.loginStatus) === 1 && Boolean(session.token);
}

// Writes the given fields; `null` removes one.
export function updateSession(values: Partial<Session>): void {
  for (const [field, value] of Object.entries(values) as [SessionField, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) localStorage.removeItem(KEYS[field]);
    else localStorage.setItem(KEYS[field], value);
  }
  emit();
}

// Logout: clears every session value and sets the status to '0' (spec §3).
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  localStorage.setItem(KEYS.loginStatus, '0');
  emit();
}

// Set when the server ended the session (expired, logged out elsewhere, password reset), so the
// landing page can say so instead of appearing silently.
const SESSION_ENDED = 'samvida.sessionEnded';

// The server refused the session: clear it and remember to tell the user why they are signed out
// (`reason` when it is more than that the session ended).
export function endSession(reason?: string): void {
  sessionStorage.setItem(SESSION_ENDED, reason ?? '1');
  clearSession();
}

// Whether the last session ended on the server's side.
export const sessionEnded = (): boolean => sessionStorage.getItem(SESSION_ENDED) !== null;

// Why it ended, when endSession was given a reason.
export const sessionEndReason = (): string | null => {
  const reason = sessionStorage.getItem(SESSION_ENDED);
  return reason === '1' ? null : reason;
};

// Forgets that the session ended, once the user has been told.
export const forgetSessionEnded = (): void => sessionStorage.removeItem(SESSION_ENDED);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => GUEST);
}
