// The audit screen in Chromium: the timeline reads in words; time travel rebuilds two moments and
// marks what changed between them; the browser's own WebCrypto check passes, then says which
// events an attacker deleted from the end, then fails at the event they altered in the database.
// The public /VerifyLog page checks an event hash, and that the log grew from a head a guest kept.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Actor, AgreementCommandInput } from '@samvida/machines';
import pg from 'pg';
import { contractNumberFor } from '../setup/test-app.js';
import { StreamWriter } from '../../backend/src/streams/stream-writer.service.js';
import {
  type BrowserHarness,
  guestContext,
  openPage,
  screenshot,
  signedInContext,
  startBrowserHarness,
} from './browser-harness.js';
import { newUser } from './negotiation-fixtures.js';

describe('audit: timeline, time travel and verification', () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  }, 300_000);
  afterAll(() => harness?.close());

  it('scrubs to a moment, compares two moments, and verifies the chain in the browser', async () => {
    const [buyer, seller] = await Promise.all([
      newUser(harness.baseUrl, 'Bina Buyer'),
      newUser(harness.baseUrl, 'Sunil Seller'),
    ]);
    const agreementId = randomUUID();
    const itemId = randomUUID();
    const A = { AgreementId: agreementId };
    const writer = harness.app.app.get(StreamWriter);
    const run = (actor: Actor, command: AgreementCommandInput) =>
      writer.execute('agreement', agreementId, actor, command);
    const asSeller: Actor = { userId: seller.userId, role: 'seller' };
    const asBuyer: Actor = { userId: buyer.userId };
    await run(asSeller, {
      type: 'DraftAgreement',
      data: {
        Id: agreementId,
        Number: await contractNumberFor(harness.app, agreementId),
        CreatorType: 'seller',
        CounterpartyId: buyer.userId,
        OtherPartyContactInfo: buyer.phoneNumber,
        ContractType: 'Sales',
        Items: [
          {
            AgItemId: itemId,
            ItemTitle: 'Steel rods',
            Qty: 10,
            Tax: 18,
            CurrencyId: 2,
            UnitId: 1,
            Rate: 100,
            ItemDeliveredInDays: 10,
          },
        ],
      },
    } as AgreementCommandInput);
    await run(asSeller, { type: 'StartAgreement', data: A });
    await run(asBuyer, {
      type: 'NegotiateItem',
      data: { ...A, ItemId: itemId, Amount: '90', CompletionDays: 10 },
    } as AgreementCommandInput);
    await run(asSeller, {
      type: 'NegotiateItem',
      data: { ...A, ItemId: itemId, Amount: '95', CompletionDays: 12 },
    } as AgreementCommandInput);

    const context = await signedInContext(harness.browser, harness.baseUrl, buyer);
    const { page, problems } = await openPage(context, { pendingApi: /\/api\/Business\/ClientReport/ });
    await page.goto(`${harness.baseUrl}/AuditContract?agId=${agreementId}`);
    const timeline = page.getByRole('table', { name: 'Timeline' });
    await timeline
      .getByText('Bina Buyer (buyer) offered ₹90.00 for the item “Steel rods”, 10 days to complete')
      .waitFor();
    await timeline
      .getByText('Sunil Seller (seller) offered ₹95.00 for the item “Steel rods”, 12 days to complete')
      .waitFor();

    await page.getByRole('tab', { name: 'Time travel' }).click();
    await page.getByRole('combobox', { name: 'Moment A' }).selectOption('2');
    await page.getByRole('combobox', { name: 'Moment B' }).selectOption('4');
    const comparison = page.getByRole('table', { name: 'Comparison of two moments' });
    const sellerRate = comparison.locator('tr[data-changed="true"]', { hasText: 'Seller rate' });
    await expect(sellerRate.getByRole('cell').nth(2).textContent()).resolves.toBe('₹100.00 · 10 days');
    await expect(sellerRate.getByRole('cell').nth(3).textContent()).resolves.toBe('₹95.00 · 12 days');
    const buyerRate = comparison.locator('tr', { hasText: 'Buyer rate' });
    await expect(buyerRate.getAttribute('data-changed')).resolves.toBe('true');
    await expect(buyerRate.getByRole('cell').nth(2).textContent()).resolves.toBe('Waiting · – days');
    const unchanged = comparison.locator('tr', { hasText: 'Quantity and tax' });
    await expect(unchanged.getAttribute('data-changed')).resolves.toBe('false');
    // Scrubbing A forward to B leaves nothing to tell apart.
    await page.getByRole('combobox', { name: 'Moment A' }).selectOption('4');
    await page.getByLabel('Differences').filter({ hasText: '0 differences' }).waitFor();
    await screenshot(page, 'audit-time-travel');

    await page.getByRole('tab', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Verify in this browser' }).click();
    await page.getByRole('status').filter({ hasText: 'All 4 events recomputed' }).waitFor();

    const db = new pg.Client({ connectionString: harness.app.db.url });
    await db.connect();
    try {
      // The last event deleted from the database: the signed head still names it.
      await db.query('delete from event_store_events where stream_id = $1 and stream_version = 4', [
        `agreement-${agreementId}`,
      ]);
      await page.getByRole('button', { name: 'Verify in this browser' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Events are missing' })
        .filter({ hasText: 'Events 4 onwards are missing from this history.' })
        .waitFor();
      await db.query(
        `update event_store_events set data = data || '{"tampered": true}' where stream_id = $1 and stream_version = 3`,
        [`agreement-${agreementId}`],
      );
    } finally {
      await db.end();
    }
    await page.getByRole('button', { name: 'Verify in this browser' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The hash chain breaks' });
    await failure.waitFor();
    await expect(failure.textContent()).resolves.toContain('At event 3: hash does not match the stored event');
    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('lets a guest check an event hash against the signed log on the public page', async () => {
    const head = await fetch(`${harness.baseUrl}/api/Audit/TreeHead`).then((r) => r.json());
    const { rows } = await (async () => {
      const db = new pg.Client({ connectionString: harness.app.db.url });
      await db.connect();
      try {
        return await db.query<{ hash: string }>('select hash from event_store_events order by global_position limit 1');
      } finally {
        await db.end();
      }
    })();
    expect(head.status).toBe(1);
    const context = await guestContext(harness.browser, harness.baseUrl);
    const { page, problems } = await openPage(context);
    await page.goto(`${harness.baseUrl}/VerifyLog`);
    const hashInput = page.getByRole('textbox', { name: 'Event hash (64 hex characters)' });
    await hashInput.fill(rows[0]!.hash);
    await page.getByRole('button', { name: 'Check the event' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /The event is leaf 0 of the signed log of \d+ events/ })
      .waitFor();
    await hashInput.fill('ab'.repeat(32));
    await page.getByRole('button', { name: 'Check the event' }).click();
    await page.getByRole('alert').filter({ hasText: 'No event with this hash is in that tree.' }).waitFor();
    // The head fetched above, kept, against the log now; then a head the log never signed.
    const keptFile = page.locator('input[type=file]').nth(1);
    const checkKept = page.getByRole('button', { name: 'Check the log grew from it' });
    await keptFile.setInputFiles({
      name: 'head.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(head.data)),
    });
    await checkKept.click();
    await page
      .getByRole('status')
      .filter({
        hasText: new RegExp(`The signed log of \\d+ events extends the head of ${head.data.treeSize} events you kept`),
      })
      .waitFor();
    const forged = { ...head.data, rootHash: 'ab'.repeat(32) };
    await keptFile.setInputFiles({
      name: 'forged.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(forged)),
    });
    await checkKept.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Not consistent: the head you kept is not signed by this key.' })
      .waitFor();
    // The refused lookup is the page's own message, not an error of the page.
    expect(problems.errors.filter((error) => !/InclusionProof/.test(error))).toEqual([]);
    await context.close();
  }, 60_000);
});
