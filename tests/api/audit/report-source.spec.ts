// The audit report built on a PDF pool thread from the contract's stored events (issue 36): it
// reads as the report built on the event loop read (the chain's check as VerifyChain answers it,
// the timeline as the Timeline answers it), is served from the store without reading the history
// again while the contract and the signed head stay the same, still says BROKEN where a history was
// altered, and VerifyChain, Export and the report read only the contract's own leaves of the log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { auditReportContentOf, type AuditReportSource } from '../../../backend/src/audit/report/audit-report-source.js';
import { renderAuditReport, type AuditReportContent } from '../../../backend/src/audit/report/audit-report.pdf.js';
import { PdfPool } from '../../../backend/src/common/pdf/pdf-pool.js';
import type { PdfJob } from '../../../backend/src/common/pdf/pdf-renderers.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { SCENARIOS, build } from '../agreements/support/scenarios.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { download, pdfText, registerWithGstin, type ActiveContract } from '../invoices/support/contracts.js';
import { executedContract } from './support/executed-contract.js';
import { exportOf, treeHead, verifyChainOf } from './support/log.js';

// The queries that read leaves of the log: the whole log's (`leaf_index < size`) or one stream's.
const LEAF_READ = /from merkle_leaves\s+where (leaf_index|stream_id)/;

describe('the audit report built from the stored events', () => {
  let app: TestApp;
  let db: pg.Client;
  let seller: SignedIn;
  let buyer: SignedIn;
  let contract: ActiveContract;
  // Every job the app's PDF pool rendered, and the rows of the log's leaves the app read.
  const jobs: PdfJob[] = [];
  let leafRowsRead = 0;

  const report = (user: SignedIn, agreementId: string) => download(app, user, `/api/Audit/Report?agId=${agreementId}`);
  const reportSources = () =>
    jobs.filter((job) => job.kind === 'audit-report').map((job) => job.input as AuditReportSource);
  const remark = (agreementId: string, text: string) =>
    as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', { AgreementId: agreementId, RemarkText: text });

  beforeAll(async () => {
    app = await createTestApp();
    db = new pg.Client({ connectionString: app.db.url });
    await db.connect();
    const pool = app.app.get(PdfPool);
    const render = pool.render.bind(pool);
    pool.render = (job) => {
      jobs.push(job);
      return render(job);
    };
    const dataSource = app.app.get(DataSource);
    const query = dataSource.query.bind(dataSource);
    dataSource.query = (async (text: string, parameters?: unknown[], runner?: never) => {
      const rows = await query(text, parameters, runner);
      if (LEAF_READ.test(text) && Array.isArray(rows)) leafRowsRead += rows.length;
      return rows;
    }) as DataSource['query'];
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    contract = await executedContract(app, { seller, buyer });
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it('reads as the report built from VerifyChain and the Timeline, and is served again without a render', async () => {
    const served = await report(buyer, contract.agreementId);
    // The same contract under the same head: served from the store, its history not read again.
    // (Asked before the renders below, which hold this process's event loop for seconds.)
    const again = await report(seller, contract.agreementId);
    expect(again.equals(served)).toBe(true);
    expect(reportSources()).toHaveLength(1);
    const [source] = reportSources();
    expect(source).toBeDefined();
    const { stored, rfq: _rfq, names: _names, log: _log, ...rest } = source!;
    expect(stored.length).toBeGreaterThan(20);
    const before: AuditReportContent = {
      ...rest,
      verification: (await verifyChainOf(
        app.baseUrl,
        buyer,
        contract.agreementId,
      )) as AuditReportContent['verification'],
      timeline: (
        await as(app.baseUrl, buyer)<AuditReportContent['timeline']>(
          'GET',
          `/api/Audit/Timeline?agId=${contract.agreementId}`,
        )
      ).body.data!,
    };
    expect(before.verification).toMatchObject({ ok: true });
    const after = auditReportContentOf(source!);
    expect(after).toEqual(before);
    expect(await renderAuditReport(after)).toEqual(await renderAuditReport(before));
    expect(pdfText(served)).toBe(pdfText(await renderAuditReport(before)));
    expect(pdfText(served)).toContain(`intact, ${stored.length} events, none missing`);
  });

  it('says BROKEN at the altered event, for a history altered before its first report or after one', async () => {
    const { ids: fresh } = await build(app, seller, buyer, SCENARIOS.Active!);
    const alter = (agreementId: string) =>
      db.query(
        `update event_store_events set data = data || '{"tampered": true}' where stream_id = $1 and stream_version = 3`,
        [`agreement-${agreementId}`],
      );
    const broken = 'BROKEN at event 3: hash does not match the stored event';
    await alter(fresh.agreementId);
    expect(pdfText(await report(buyer, fresh.agreementId))).toContain(broken);

    // Reported intact, then altered: the next event anywhere signs a new head, and the report
    // rendered under it says so.
    const { ids: later } = await build(app, seller, buyer, SCENARIOS.Active!);
    expect(pdfText(await report(buyer, later.agreementId))).toContain('intact');
    await alter(later.agreementId);
    expect((await remark(fresh.agreementId, 'Anything at all')).status).toBe(200);
    await settledLog();
    expect(pdfText(await report(buyer, later.agreementId))).toContain(broken);
  });

  /** Waits until every event is a leaf, then has the current head signed (a read of the whole log). */
  async function settledLog(): Promise<number> {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await db.query<{ events: number; leaves: number }>(
        `select (select count(*) from event_store_events)::int as events, (select count(*) from merkle_leaves)::int as leaves`,
      );
      if (rows[0]!.events === rows[0]!.leaves) return (await treeHead(app.baseUrl)).body.data!.treeSize;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the audit log did not catch up');
  }

  it("reads only the contract's own leaves for VerifyChain, Export and the report, however long the log", async () => {
    const { ids: own } = await build(app, seller, buyer, SCENARIOS.Active!);
    const { buyer: otherBuyer, seller: otherSeller } = await parties(app.baseUrl);
    // Other contracts fill the log.
    for (let n = 0; n < 6; n++) await build(app, otherSeller, otherBuyer, SCENARIOS.Active!);
    const treeSize = await settledLog();
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from event_store_events where stream_id = $1',
      [`agreement-${own.agreementId}`],
    );
    const ownLeaves = rows[0]!.count;
    expect(treeSize).toBeGreaterThan(5 * ownLeaves);

    leafRowsRead = 0;
    expect(await verifyChainOf(app.baseUrl, buyer, own.agreementId)).toMatchObject({ ok: true, treeSize });
    expect(leafRowsRead).toBe(ownLeaves);
    expect((await exportOf(app.baseUrl, buyer, own.agreementId)).events).toHaveLength(ownLeaves);
    expect(leafRowsRead).toBe(2 * ownLeaves);
    expect(pdfText(await report(buyer, own.agreementId))).toContain('intact');
    expect(leafRowsRead).toBe(3 * ownLeaves);
  });
});
