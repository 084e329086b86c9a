import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  guestContext,
  openPage,
  PHONE,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';

const LANDING_BUDGET_KB = 150;

describe('static pages, cookies, navigation, accessibility and size', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('the landing page loads at most 150 KB of gzipped JavaScript', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(context);
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(harness.baseUrl + '/', { waitUntil: 'networkidle' });
    await page.getByTestId('plan-card').first().waitFor();
    const sizes = await Promise.all(scripts);
    const totalKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    console.log(`[browser] landing page JavaScript: ${sizes.length} files, ${totalKb.toFixed(1)} KB gzip`);
    expect(totalKb).toBeLessThanOrEqual(LANDING_BUDGET_KB);
    await context.close();
  });

  it('Terms, Privacy, About and Cookie Policy show their content and dates', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto(harness.baseUrl + '/Terms');
    const terms = await page.locator('article').innerText();
    for (const part of ['Last updated 3 December 2024', 'children under 13', 'laws of India', 'Bengaluru, Karnataka'])
      expect(terms).toContain(part);
    await page.goto(harness.baseUrl + '/Policy');
    expect(await page.locator('article').innerText()).toContain('Digital Personal Data Protection Act, 2023');
    await page.goto(harness.baseUrl + '/AboutUs');
    expect(await page.locator('article').innerText()).toContain('private fintech company in India');
    await page.goto(harness.baseUrl + '/CookiePolicy');
    const cookies = await page.locator('article').innerText();
    for (const part of [
      'Last updated December 3, 2024',
      'Session',
      'Consent preferences',
      'Language',
      'Payment session',
      '24 hours',
      '1 year',
      'Web analytics',
      'Behaviour analytics',
      'Payment provider',
      'Other trackers',
      'Browser controls',
      'accept all cookies, reject the non-essential ones, or customise',
      'Contact',
    ]) {
      expect([part, cookies.includes(part)]).toEqual([part, true]);
    }
    // Guests see Sign In in the header; there is no side navigation without a stored name.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the consent banner stores accept all, reject non-essential and a customised choice in localStorage and a cookie', async () => {
    const choices: [string, { analytics: boolean; behaviour: boolean }][] = [
      ['Accept all', { analytics: true, behaviour: true }],
      ['Reject non-essential', { analytics: false, behaviour: false }],
      ['Customise', { analytics: true, behaviour: false }],
    ];
    for (const [button, expected] of choices) {
      const context = await guestContext(harness.browser, harness.baseUrl, { withBanner: true });
      const { page } = await openPage(context);
      await page.goto(harness.baseUrl + '/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.getByRole('button', { name: button }).click();
      if (button === 'Customise') {
        const dialog = page.locator('dialog[open]');
        await dialog.getByRole('switch', { name: 'Web analytics' }).check({ force: true });
        await dialog.getByRole('button', { name: 'Save choices' }).click();
      }
      await banner.waitFor({ state: 'detached' });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));
      expect([button, stored.analytics, stored.behaviour]).toEqual([button, expected.analytics, expected.behaviour]);
      const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(JSON.parse(decodeURIComponent(cookie!.value)).analytics).toBe(expected.analytics);
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
      await page.reload();
      await page.locator('h1').waitFor();
      expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
      await context.close();
    }
  });

  it('Contact us validates its fields and shows the server answer to the post', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(context, { pendingApi: /\/api\/General\/ContactUs/ });
    await page.goto(harness.baseUrl + '/ContactUs');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Email should have proper format.').waitFor();
    await page.getByText('Please write at least 10 characters.').waitFor();
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('E-mail address').fill('ravi@example.in');
    await page.getByLabel('Message').fill('Do you support multi-user teams on the Business plan?');
    const [response] = await Promise.all([
      page.waitForResponse('**/api/General/ContactUs'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.request().postDataJSON()).toEqual({
      Name: 'Ravi Kumar',
      Email: 'ravi@example.in',
      Message: 'Do you support multi-user teams on the Business plan?',
    });
    const body = (await response.json()) as { status: number; message?: string; code?: string };
    const shown = await page.locator('dialog[open]').getByTestId('message-text').innerText();
    expect(response.status()).toBe(201);
    expect(shown).toBe(body.message);
    expect(shown).toBe('Thank you. We will get back to you soon.');
    await context.close();
  });

  it('the side navigation (signed in) and the footer link where the spec says', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    const context = await signedInContext(harness.browser, harness.baseUrl, user);
    const { page } = await openPage(context, { pendingApi: /\/api\/Business\// });
    await page.goto(harness.baseUrl + '/Terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    const links = await nav
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Overview', '/home'],
      ['Analytics', '/AnalyticsPage'],
      ['All Contracts', '/AllContracts'],
      ['Create New', '/SelectTemplate'],
      ['Purchase Order', '/New'],
      ['Templates', '/SelectTemplate'],
      ['Archive', '/Archive'],
      ['All RFQs', '/AllRFQ'],
      ['Create RFQ', '/NewRFQ'],
      ['Invitations', '/AllRFQ?tab=invites'],
      ['Account Settings', '/UpdateUser'],
      ['User Terms', '/userTerms'],
      ['Catalogues', '/userItems'],
      ['Team Members', '/TeamMembers'],
    ]);
    // Every entry is a working screen: nothing disabled, no placeholder.
    expect(await nav.locator('[data-disabled], :disabled').count()).toBe(0);
    expect(await nav.getByText(/not available|coming soon/i).count()).toBe(0);
    const footer = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    for (const href of ['/subscriptionList', '/AboutUs', '/ContactUs', '/Policy', '/Terms', '/CookiePolicy'])
      expect(footer).toContain(href);
    expect(await page.getByRole('contentinfo').innerText()).toContain('© 2025');
    // The plan label in the header is the user's actual plan.
    await page.getByRole('banner').getByText('Free').waitFor();
    await context.close();
  });

  it('keyboard: the skip link comes first and moves focus to the main content', async () => {
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page } = await openPage(context);
    await page.goto(harness.baseUrl + '/subscriptionList');
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('every main screen fits a 375 px phone without sideways scrolling', async () => {
    const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
    for (const [signedIn, paths] of [
      [
        false,
        ['/', '/Signup', '/Signup?panel=2', '/subscriptionList', '/Terms', '/CookiePolicy', '/ContactUs', '/nowhere'],
      ],
      [true, ['/Home', '/UpdateUser', '/AllRFQ', '/LogOut']],
    ] as const) {
      const context = signedIn
        ? await signedInContext(harness.browser, harness.baseUrl, user, PHONE)
        : await guestContext(harness.browser, harness.baseUrl, { viewport: PHONE });
      const { page } = await openPage(context, { pendingApi: /\/api\/Business\// });
      for (const path of paths) {
        await page.goto(harness.baseUrl + path, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect([path, width]).toEqual([path, 375]);
      }
      await context.close();
    }
  });
});
