// Shared set-up of the browser suites: a built frontend, the real application serving it, and
// Debian's Chromium driven by playwright-core.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { call, createTestApp, type TestApp } from '../setup/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FRONTEND = path.join(ROOT, 'frontend');
const DIST = path.join(FRONTEND, 'dist');
const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'test-results/screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DEMO_BUYER = { phone: '+919800000001', password: 'Demo@1234', name: 'Demo Buyer' };
export const DEMO_SELLER = { phone: '+919800000002', password: 'Demo@1234', name: 'Demo Seller' };

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((child) => newestMtime(path.join(entry, child))));
}

function isBuildFresh(): boolean {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return false;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json'].map((p) => path.join(FRONTEND, p));
  const newest = Math.max(...sources.map(newestMtime));
  return statSync(index).mtimeMs >= newest;
}

/**
 * Builds the frontend when frontend/dist is missing or older than its sources. Parallel suites
 * take a directory lock so only one of them builds.
 */
async function ensureFrontendBuilt(): Promise<void> {
  if (isBuildFresh()) return;
  const lock = path.join(FRONTEND, '.build-lock');
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}; remove it if no build is running`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    // jest sets NODE_ENV=test, which would make Vite emit React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    if (!isBuildFresh())
      execFileSync('npm', ['run', 'build', '-w', 'frontend', '--loglevel=error'], { cwd: ROOT, stdio: 'inherit', env });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface BrowserHarness {
  app: TestApp;
  browser: Browser;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app (fresh database, demo accounts) serving frontend/dist, and a Chromium. */
export async function startBrowserHarness(env: Record<string, string> = {}): Promise<BrowserHarness> {
  // The suites run wherever the tests run: without the browser they fail saying what to install.
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  await ensureFrontendBuilt();
  const app = await createTestApp({
    env: { FRONTEND_DIST: DIST, DEMO_ACCOUNTS: 'on', RATE_LIMITS: 'off', ...env },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    app,
    browser,
    baseUrl: app.baseUrl,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
}

/** Problems a page reported: uncaught errors and console errors. */
export interface PageProblems {
  errors: string[];
}

/**
 * A new page that records uncaught errors and console errors. A failed request to an API the
 * backend does not have yet (`pendingApi`) is expected while those endpoints are being built,
 * and is not counted: the screen must show its own message for it instead.
 */
export async function openPage(
  context: BrowserContext,
  options: { pendingApi?: RegExp } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  // Fail a missing element in seconds with its locator named, well inside jest's test timeout.
  page.setDefaultTimeout(10_000);
  const problems: PageProblems = { errors: [] };
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (options.pendingApi && /Failed to load resource/.test(message.text()) && options.pendingApi.test(url)) return;
    problems.errors.push(`console: ${message.text()} (${url})`);
  });
  return { page, problems };
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  name: string;
  userId: string;
  phoneNumber: string;
  email: string | null;
}

/** Signs in through the API and returns what the login call answered. */
export async function apiLogin(baseUrl: string, contact: string, password: string): Promise<SignedIn> {
  const { status, body } = await call<SignedIn>(baseUrl, 'POST', '/api/Auth/login', {
    body: { Contact: contact, Password: password },
  });
  if (status !== 200 || !body.data) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A browser context whose localStorage already holds a signed-in session (spec §3 names). */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  user: SignedIn,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const session = {
    userId: user.userId,
    token: user.token,
    refresh_token: user.refreshToken,
    user_type: '',
    display_name: user.name,
    user_email: user.email ?? '',
    user_phone: user.phoneNumber,
    user_login_status: '1',
    // Decide cookies up front so the banner does not cover the screen under test.
    cookie_consent: JSON.stringify({ analytics: false, behaviour: false, decidedAt: new Date().toISOString() }),
  };
  await context.addInitScript(
    ({ origin, values }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    { origin: baseUrl, values: session },
  );
  return context;
}

/** A guest context; cookie consent already decided unless `withBanner`. */
export async function guestContext(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: Viewport; withBanner?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP });
  if (!options.withBanner) {
    await context.addInitScript((origin) => {
      if (window.location.origin !== origin || localStorage.getItem('cookie_consent')) return;
      localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ analytics: false, behaviour: false, decidedAt: new Date().toISOString() }),
      );
    }, baseUrl);
  }
  return context;
}

export interface Viewport {
  width: number;
  height: number;
}
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 375, height: 812 };

/** The one-time codes the dev outbox sent to a phone or e-mail, newest first. */
export async function sentCodes(baseUrl: string, to: string): Promise<string[]> {
  const { body } = await call<{ body: string }[]>(baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (body.data ?? [])
    .map((message) => /\b(\d{6})\b/.exec(message.body)?.[1])
    .filter((code): code is string => !!code);
}

export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const [code] = await sentCodes(baseUrl, to);
  if (!code) throw new Error(`no one-time code in the outbox for ${to}`);
  return code;
}

/** Saves a full-page screenshot under test-results/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
