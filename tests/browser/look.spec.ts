import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiLogin,
  type BrowserHarness,
  DEMO_BUYER,
  DESKTOP,
  guestContext,
  openPage,
  PHONE,
  screenshot,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { fixtures, serveBusiness } from './dashboard-fixtures.js';

// Screenshots for a person to look at (test-results/screenshots/, git-ignored).
describe('screenshots at 1280 px and 375 px', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`landing, sign-in, pricing and dashboard at ${label} px`, async () => {
      const guest = await guestContext(harness.browser, harness.baseUrl, { viewport });
      const { page } = await openPage(guest);
      for (const [name, path] of [
        ['landing', '/'],
        ['sign-in', '/Signup'],
        ['pricing', '/subscriptionList'],
      ] as const) {
        // 'load' and the page's own elements, not 'networkidle': on a busy CI machine half a second
        // without requests did not come within the navigation timeout.
        await page.goto(harness.baseUrl + path, { waitUntil: 'load' });
        await page.locator('h1').first().waitFor();
        await screenshot(page, `${name}-${label}`);
      }
      await guest.close();

      const user = await apiLogin(harness.baseUrl, DEMO_BUYER.phone, DEMO_BUYER.password);
      const context = await signedInContext(harness.browser, harness.baseUrl, user, viewport);
      await serveBusiness(context, fixtures(user.userId), []);
      const dashboard = await openPage(context);
      await dashboard.page.goto(harness.baseUrl + '/Home', { waitUntil: 'load' });
      await dashboard.page.locator('.recharts-surface').first().waitFor();
      await screenshot(dashboard.page, `dashboard-${label}`);
      expect(dashboard.problems.errors).toEqual([]);
      await context.close();
      // Four pages, a sign-in and full screenshots: like the other browser flows, more than jest's
      // 30 s default on a busy CI machine.
    }, 120_000);
  }
});
