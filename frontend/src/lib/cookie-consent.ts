import { useSyncExternalStore } from 'react';

// The visitor's cookie choice. Essential cookies (session, consent, language, payment session) are always on.
export interface CookieConsent {
  analytics: boolean;
  behaviour: boolean;
  decidedAt: string;
}

const KEY = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();
// Prerendered (in Node) without a choice; see useCookieConsent.
let snapshot = typeof window === 'undefined' ? null : read();

function read(): CookieConsent | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as CookieConsent | null;
    return value && typeof value.analytics === 'boolean' && typeof value.behaviour === 'boolean' ? value : null;
  } catch {
    return null;
  }
}

// Stores the choice in localStorage and in a first-party cookie that lasts one year (spec §9).
export function saveCookieConsent(choice: Pick<CookieConsent, 'analytics' | 'behaviour'>): void {
  const consent: CookieConsent = { ...choice, decidedAt: new Date().toISOString() };
  localStorage.setItem(KEY, JSON.stringify(consent));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${KEY}=${encodeURIComponent(JSON.stringify(consent))}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  snapshot = consent;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Prerendered pages know no choice; the browser's first render must say the same.
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}

// Whether the visitor has decided. A prerendered page carries no banner and hydrates as if they
// had: a returning visitor sees no banner flash; a new one sees it once the page hydrates.
export function useCookieConsentDecided(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot !== null,
    () => true,
  );
}
