import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  guestContext,
  openPage,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

// The public pages the build prerenders (frontend/src/app/public-pages.ts) and their headings.
const PAGES = [
  { path: '/', heading: 'Draft, negotiate and sign contracts with your buyers and sellers' },
  { path: '/Signup', heading: 'Sign in' },
  { path: '/subscriptionList', heading: 'Pricing list' },
  { path: '/SelectTemplate', heading: 'Template gallery' },
  { path: '/Terms', heading: 'Terms of Service' },
  { path: '/Policy', heading: 'Privacy Policy' },
  { path: '/AboutUs', heading: 'About Us' },
  { path: '/CookiePolicy', heading: 'Cookie Policy' },
  { path: '/ContactUs', heading: 'Contact us' },
];

// The page's <h1> as the HTML parser made it, noted before any script ran; `hydrated` once React
// has taken that very element over (React keeps its fiber on the node it adopts).
const NOTE_PRERENDERED_HEADING = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#root h1');
  });
};
const PRERENDERED_HEADING_HYDRATED = () => {
  const noted = (window as unknown as { prerendered: Element | null }).prerendered;
  return (
    noted !== null &&
    noted === document.querySelector('#root h1') &&
    Object.keys(noted).some((key) => key.startsWith('__reactFiber$'))
  );
};

describe('prerendered public pages', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('serves each public page as HTML that holds its heading, title and content before any script runs', async () => {
    for (const { path, heading } of PAGES) {
      // Any case, as the routes match: /selecttemplate is /SelectTemplate.
      for (const address of [path, path.toLowerCase()]) {
        const response = await fetch(harness.baseUrl + address, { headers: { 'accept-encoding': 'br' } });
        const html = await response.text();
        expect([address, response.status]).toEqual([address, 200]);
        expect([address, response.headers.get('content-encoding')]).toEqual([address, 'br']);
        expect([address, /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]]).toEqual([address, heading]);
        expect(html).toMatch(/<title>[^<]*Samvida[^<]*<\/title>/);
      }
    }
    // Other addresses still get the empty shell the app renders into.
    const shell = await (await fetch(harness.baseUrl + '/Home')).text();
    expect(shell).toContain('<div id="root"></div>');
    const notAPage = await (await fetch(harness.baseUrl + '/index')).text();
    expect(notAPage).toContain('<div id="root"></div>');
  });

  it('hydrates each page for a guest (new or returning) without an error, keeping the prerendered elements', async () => {
    for (const withBanner of [false, true]) {
      const context = await guestContext(harness.browser, harness.baseUrl, { withBanner });
      await context.addInitScript(NOTE_PRERENDERED_HEADING);
      for (const { path, heading } of PAGES) {
        const { page, problems } = await openPage(context);
        await page.goto(harness.baseUrl + path);
        await page.waitForFunction(PRERENDERED_HEADING_HYDRATED);
        await page.waitForLoadState('networkidle');
        expect([path, await page.getByRole('heading', { level: 1 }).innerText()]).toEqual([path, heading]);
        // A new visitor gets the cookie banner once the page is live; a returning one never sees it.
        const banner = page.getByRole('region', { name: 'Cookie consent' });
        if (withBanner) await banner.waitFor();
        expect([path, await banner.count()]).toEqual([path, withBanner ? 1 : 0]);
        expect([path, problems.errors]).toEqual([path, []]);
        await page.close();
      }
      await context.close();
    }
  }, 120_000);

  it('a hydrated page works as the app: a link opens the next screen without reloading', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    await context.addInitScript(NOTE_PRERENDERED_HEADING);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/');
    await page.waitForFunction(PRERENDERED_HEADING_HYDRATED);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('a signed-in user on a prerendered address gets their own screen, not the guest page', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page, problems } = await openPage(context);
    // The landing page sends a signed-in user to the dashboard; Terms shows them the side navigation.
    await page.goto(harness.baseUrl + '/');
    await page.waitForURL(/\/Home$/);
    await page.goto(harness.baseUrl + '/Terms');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
