// The History screen of a contract that went the whole way (signed by both, started, advance paid,
// invoiced, reconciled in a note with a credit note, note paid), opened by each party and by an
// auditor: the timeline in words, scrubbing to an event, comparing two moments, and the browser's
// own chain check, green until an event is altered in the database, then red at that event.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { grant } from '../api/audit/support/audit.js';
import { executedContract } from '../api/audit/support/executed-contract.js';
import { registerWithGstin } from '../api/invoices/support/contracts.js';
import {
  type BrowserHarness,
  openPage,
  type PageProblems,
  screenshot,
  type SignedIn,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { newUser } from './negotiation-fixtures.js';

describe('history of an executed contract', () => {
  let harness: BrowserHarness;
  let agreementId: string;
  const viewers = {} as Record<'buyer' | 'seller' | 'auditor', SignedIn>;

  beforeAll(async () => {
    harness = await startBrowserHarness();
    const [seller, buyer] = await Promise.all([
      registerWithGstin(harness.app, 'Sunil Seller', '27'),
      registerWithGstin(harness.app, 'Bina Buyer', '27'),
    ]);
    ({ agreementId } = await executedContract(harness.app, { seller, buyer }));
    viewers.auditor = await newUser(harness.baseUrl, 'Anil Auditor');
    await grant(harness.baseUrl, buyer, agreementId, viewers.auditor.phoneNumber);
    viewers.buyer = { ...buyer, name: 'Bina Buyer', phoneNumber: buyer.phone, email: null };
    viewers.seller = { ...seller, name: 'Sunil Seller', phoneNumber: seller.phone, email: null };
  }, 300_000);
  afterAll(() => harness?.close());

  async function openHistory(
    viewer: SignedIn,
  ): Promise<{ page: Page; problems: PageProblems; close(): Promise<void> }> {
    const context = await signedInContext(harness.browser, harness.baseUrl, viewer);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/AuditContract?agId=${agreementId}`);
    await page.getByRole('heading', { level: 1, name: 'History and audit' }).waitFor();
    return { page, problems, close: () => context.close() };
  }

  // The sentences every viewer reads, oldest first; dates and document numbers depend on today.
  const HISTORY = [
    'Sunil Seller (seller) drafted the Sales agreement',
    'Sunil Seller (seller) required both parties’ signatures before the start',
    'Sunil Seller (seller) sent the agreement to the other party',
    'Bina Buyer (buyer) fixed contract document v1 for signing',
    'Bina Buyer (buyer) signed contract document v1',
    'Sunil Seller (seller) signed contract document v1',
    expect.stringMatching(/^Bina Buyer \(buyer\) started the contract \(completion by \d{4}-\d\d-\d\d\)$/),
    'Bina Buyer (buyer) set the advance due: ₹124.05 (10% of ₹1,240.48)',
    'Bina Buyer (buyer) paid ₹50.00',
    'Sunil Seller (seller) drafted an invoice',
    'Sunil Seller (seller) raised an invoice of ₹236.00',
    expect.stringMatching(/^Samvida \(GST numbering\) numbered an invoice as GST tax invoice SV\/\d\d-\d\d\/000001$/),
    'Bina Buyer (buyer) generated a transaction note for an invoice',
    'Bina Buyer (buyer) recorded 1 defective at ₹100.00 on a note line',
    'Bina Buyer (buyer) published a transaction note',
    'Sunil Seller (seller) accepted a note line',
    'Sunil Seller (seller) accepted a transaction note',
    'Sunil Seller (seller) settled a transaction note: ₹118.00 due',
    expect.stringMatching(/^Samvida \(GST numbering\) issued GST credit note CN\/\d\d-\d\d\/000001$/),
    'Bina Buyer (buyer) paid ₹10.00',
    'Sunil Seller (seller) confirmed a payment was received',
    'Bina Buyer (buyer) let Anil Auditor audit the agreement until 2099-12-31',
  ];
  // The note's payment (the timeline's v20, “paid ₹10.00”): the event altered in the database at the end.
  const NOTE_PAYMENT = 20;

  const changedRows = (page: Page) =>
    page
      .getByRole('table', { name: 'Comparison of two moments' })
      .locator('tr[data-changed="true"]')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));

  it.each(['buyer', 'seller', 'auditor'] as const)(
    'shows the %s the timeline, a scrubbed moment, a comparison and a green browser check',
    async (who) => {
      const { page, problems, close } = await openHistory(viewers[who]);
      const tabs = await page.getByRole('tab').allTextContents();
      const badge = page.getByText('Read only (auditor)');
      if (who === 'auditor') {
        expect(tabs).toEqual(['Timeline', 'Time travel', 'Verify']);
        await badge.waitFor();
      } else {
        expect(tabs).toEqual(['Timeline', 'Time travel', 'Verify', 'Auditors']);
        expect(await badge.count()).toBe(0);
      }

      const timeline = page.getByRole('table', { name: 'Timeline' });
      await timeline.locator('tbody tr').first().waitFor();
      expect(await timeline.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(HISTORY);
      // Each row names its version in the stream and the start of its hash.
      expect(await timeline.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual(
        HISTORY.map((_, index) => expect.stringMatching(new RegExp(`^v${index + 1}[0-9a-f]{10}$`))),
      );

      // Scrubbed to the advance's payment (v9) and compared with the note's payment confirmed (v21).
      await page.getByRole('tab', { name: 'Time travel' }).click();
      const scrub = page.getByRole('slider', { name: 'Scrub moment A' });
      await scrub.press('Home');
      for (let version = 1; version < 9; version++) await scrub.press('ArrowRight');
      await page.getByRole('combobox', { name: 'Moment B' }).selectOption('21');
      await page.getByText(/^A: after v9 \(.+\) · B: after v21 \(.+\)$/).waitFor();
      expect(await scrub.getAttribute('aria-valuenow')).toBe('9');
      const momentA = page.getByRole('combobox', { name: 'Moment A' });
      expect(await momentA.locator('option:checked').textContent()).toBe('v9 · Bina Buyer (buyer) paid ₹50.00');
      expect(await page.getByLabel('Differences').textContent()).toBe('3 differences');
      expect(await changedRows(page)).toEqual([
        ['Invoices', expect.stringMatching(/^Invoice [0-9a-f]{8}$/), '—', 'Published · ₹236.00'],
        ['Transaction notes', expect.stringMatching(/^Note [0-9a-f]{8}$/), '—', 'Completed · ₹118.00 due'],
        ['Payments', expect.stringMatching(/^Payment [0-9a-f]{8}$/), '—', 'Received · ₹10.00'],
      ]);
      const advance = page.getByRole('table', { name: 'Comparison of two moments' }).locator('tr', {
        hasText: 'Done · ₹50.00',
      });
      expect(await advance.getAttribute('data-changed')).toBe('false');
      await screenshot(page, `history-compare-${who}`);
      // Scrubbed to the end, A is past B by the auditor's grant alone.
      await scrub.press('End');
      await page.getByText(/^A: after v22 \(.+\) · B: after v21 \(.+\)$/).waitFor();
      expect(await changedRows(page)).toEqual([['Agreement', 'Auditors', '1', '0']]);

      await page.getByRole('tab', { name: 'Verify' }).click();
      await page.getByRole('button', { name: 'Verify in this browser' }).click();
      const verified = page.getByRole('status').filter({ hasText: 'Verified' });
      await verified.waitFor();
      expect(await verified.textContent()).toMatch(
        /^VerifiedAll 22 events recomputed: the chain is intact, none is missing after the last, and every event is in the signed log of \d+ events \(root [0-9a-f]{16}…\)\.$/,
      );
      expect(problems.errors).toEqual([]);
      await close();
    },
    60_000,
  );

  it('turns the browser check red at the event altered in the database', async () => {
    const db = new pg.Client({ connectionString: harness.app.db.url });
    await db.connect();
    try {
      // ₹10.00 paid rewritten as ₹1,000.00, the stored hash left as it was.
      const altered = await db.query(
        `update event_store_events set data = jsonb_set(data, '{amount}', '"1000.00"')
          where stream_id = $1 and stream_version = $2 and type = 'PaymentMade' and data->>'amount' = '10.00'`,
        [`agreement-${agreementId}`, NOTE_PAYMENT],
      );
      expect(altered.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    const { page, problems, close } = await openHistory(viewers.auditor);
    await page.getByRole('tab', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Verify in this browser' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The hash chain breaks' });
    await failure.waitFor();
    expect(await failure.textContent()).toBe(
      `The hash chain breaksAt event ${NOTE_PAYMENT}: hash does not match the stored event`,
    );
    expect(await page.getByRole('status').count()).toBe(0);
    await screenshot(page, 'history-altered-event');
    expect(problems.errors).toEqual([]);
    await close();
  }, 60_000);
});
