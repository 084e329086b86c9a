// One series per seller GSTIN and financial year, whoever issues the document (Rule 46(b)): two
// accounts that hold one GSTIN (as existing data; new ones are refused, see accounts/gstin-holder)
// share one gapless series, and the migration that moved the per-account counters to GSTINs keeps
// every number issued and goes on after the highest of each GSTIN.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { financialYearOf, istDate, type InvoiceView } from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { GstDocumentNumbers } from '../../../backend/src/invoices/invoice-numbering/gst-document-numbers.service.js';
import { GstSeriesPerGstin1764400000000 } from '../../../migrations/1764400000000-gst-series-per-gstin.js';
import { migrations } from '../../../migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { gstinOf, newPan, newPhone, registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeContract, eventually, ok, registerWithGstin } from './support/contracts.js';

const financialYear = financialYearOf(istDate(new Date()));
const number = (sequence: number, prefix = 'SV') => `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;

async function withSql<T>(url: string, use: (sql: pg.Client) => Promise<T>): Promise<T> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    return await use(sql);
  } finally {
    await sql.end();
  }
}

describe('one GST series per GSTIN', () => {
  let app: TestApp;
  let first: SignedIn & { gstin: string };
  let second: SignedIn & { gstin: string };
  let buyer: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    [first, second, buyer] = await Promise.all([
      registerWithGstin(app, 'Asha Traders', '27'),
      registerWithGstin(app, 'Asha Traders Pune', '27'),
      registerWithGstin(app, 'Bina Buyer', '29'),
    ]);
    // Data from before the rule: the second account holds the first one's GSTIN (and PAN).
    await withSql(app.db.url, (sql) =>
      sql.query('update users set gstin = $1, pan = $2 where id = $3', [
        first.gstin,
        first.gstin.slice(2, 12),
        second.userId,
      ]),
    );
  });
  afterAll(() => app.close());

  const publishAndNumber = async (seller: SignedIn) => {
    const contract = await activeContract(app, seller, buyer);
    const made = await ok<{ id: string }>(app, seller, 'POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered: 1, Rate: '100.00' }],
    });
    await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${made.data.id}`);
    return eventually(async () => {
      const cards = (
        await ok<InvoiceView[]>(app, seller, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)
      ).data;
      return cards[0]?.taxInvoice ?? undefined;
    }, 60_000);
  };

  it('numbers the invoices of two accounts holding one GSTIN in one gapless series', async () => {
    const issued = [];
    for (const seller of [first, second, first, second]) issued.push(await publishAndNumber(seller));
    expect(issued.map((tax) => [tax.number, tax.sellerGstin])).toEqual(
      [1, 2, 3, 4].map((sequence) => [number(sequence), first.gstin]),
    );
  }, 120_000);

  it('keeps credit notes in a series of their own per GSTIN, and a seller without a GSTIN in its own', async () => {
    const numbers = app.app.get(GstDocumentNumbers);
    const shared = (sellerId: string) => ({ sellerId, sellerGstin: first.gstin });
    expect(await numbers.reserve(randomUUID(), shared(first.userId), 'CRN', financialYear)).toBe(number(1, 'CN'));
    expect(await numbers.reserve(randomUUID(), shared(second.userId), 'CRN', financialYear)).toBe(number(2, 'CN'));
    const unregistered = await registerVerified(app.baseUrl, { UsrGstin: '', UsrPan: '' });
    const own = { sellerId: unregistered.userId, sellerGstin: null };
    expect(await numbers.reserve(randomUUID(), own, 'INV', financialYear)).toBe(number(1));
    expect(await numbers.reserve(randomUUID(), shared(first.userId), 'INV', financialYear)).toBe(number(5));
  });
});

describe('the migration to GSTIN series', () => {
  let db: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    source = new DataSource({ type: 'postgres', url: db.url, migrations });
    await source.initialize();
  });
  afterAll(async () => {
    await source.destroy();
    await db.drop();
  });

  it('keeps every number issued, filed under the GSTIN it was issued under, and goes on after the highest', async () => {
    // Back to per-account counters: later migrations first, then this one.
    const lastName = async () =>
      ((await source.query('select name from migrations order by id desc limit 1')) as { name: string }[])[0]!.name;
    while ((await lastName()) !== new GstSeriesPerGstin1764400000000().name) await source.undoLastMigration();
    await source.undoLastMigration();

    const [shared, old, now] = [newPan(), newPan(), newPan()].map((pan) => gstinOf('27', pan)) as [
      string,
      string,
      string,
    ];
    // A and B share a GSTIN (both numbered 1); C numbered 1-2 under a GSTIN it has since changed
    // (its events say which) and a credit note; D has no GSTIN.
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const [id, gstin] of [
      [a, shared],
      [b, shared],
      [c, now],
      [d, null],
    ] as const)
      await source.query('insert into users (id, name, phone_number, gstin) values ($1, $2, $3, $4)', [
        id,
        'Legacy Seller',
        newPhone(),
        gstin,
      ]);
    const documents = {
      a1: randomUUID(),
      a2: randomUUID(),
      b1: randomUUID(),
      c1: randomUUID(),
      c2: randomUUID(),
      cNote: randomUUID(),
      d1: randomUUID(),
    };
    const rows: [string, string, 'INV' | 'CRN', number][] = [
      [documents.a1, a, 'INV', 1],
      [documents.a2, a, 'INV', 2],
      [documents.b1, b, 'INV', 1],
      [documents.c1, c, 'INV', 1],
      [documents.c2, c, 'INV', 2],
      [documents.cNote, c, 'CRN', 1],
      [documents.d1, d, 'INV', 1],
    ];
    for (const [documentId, sellerId, series, sequence] of rows)
      await source.query(
        `insert into gst_document_numbers (document_id, seller_id, series, financial_year, sequence, number)
         values ($1, $2, $3, $4, $5, $6)`,
        [documentId, sellerId, series, financialYear, sequence, number(sequence, series === 'INV' ? 'SV' : 'CN')],
      );
    for (const [sellerId, series, last] of [
      [a, 'INV', 2],
      [b, 'INV', 1],
      [c, 'INV', 2],
      [c, 'CRN', 1],
      [d, 'INV', 1],
    ] as const)
      await source.query(
        'insert into gst_document_counters (seller_id, series, financial_year, last_sequence) values ($1, $2, $3, $4)',
        [sellerId, series, financialYear, last],
      );
    const events = [
      ['InvoiceNumbered', { invoiceId: documents.c1, sellerGstin: old }],
      ['InvoiceNumbered', { invoiceId: documents.c2, sellerGstin: old }],
      ['CreditNoteIssued', { invoiceId: documents.c2, noteId: documents.cNote }],
    ] as const;
    for (const [index, [type, data]] of events.entries())
      await source.query(
        `insert into event_store_events
           (global_position, stream_id, stream_version, event_id, type, data, metadata, prev_hash, hash)
         values (pg_current_xact_id()::text::bigint * 4096 + $1, 'agreement-legacy', $1, $2, $3, $4, '{}', '', '')`,
        [index + 1, randomUUID(), type, data],
      );

    await source.runMigrations();

    const numbered = (await source.query(
      'select document_id, number, series_key from gst_document_numbers order by number, series_key',
    )) as { document_id: string; number: string; series_key: string }[];
    const keyOf = (documentId: string) => numbered.find((row) => row.document_id === documentId);
    expect(Object.fromEntries(Object.entries(documents).map(([name, id]) => [name, keyOf(id)]))).toEqual({
      a1: { document_id: documents.a1, number: number(1), series_key: `GSTIN:${shared}` },
      a2: { document_id: documents.a2, number: number(2), series_key: `GSTIN:${shared}` },
      b1: { document_id: documents.b1, number: number(1), series_key: `GSTIN:${shared}` },
      c1: { document_id: documents.c1, number: number(1), series_key: `GSTIN:${old}` },
      c2: { document_id: documents.c2, number: number(2), series_key: `GSTIN:${old}` },
      cNote: { document_id: documents.cNote, number: number(1, 'CN'), series_key: `GSTIN:${old}` },
      d1: { document_id: documents.d1, number: number(1), series_key: `ACCOUNT:${d}` },
    });
    const counters = (await source.query(
      'select series_key, series, last_sequence from gst_document_counters where financial_year = $1',
      [financialYear],
    )) as { series_key: string; series: string; last_sequence: number }[];
    const byKey = (x: { series_key: string; series: string }, y: { series_key: string; series: string }) =>
      `${x.series_key} ${x.series}`.localeCompare(`${y.series_key} ${y.series}`);
    expect(counters.sort(byKey)).toEqual(
      [
        { series_key: `ACCOUNT:${d}`, series: 'INV', last_sequence: 1 },
        { series_key: `GSTIN:${old}`, series: 'CRN', last_sequence: 1 },
        { series_key: `GSTIN:${old}`, series: 'INV', last_sequence: 2 },
        { series_key: `GSTIN:${shared}`, series: 'INV', last_sequence: 2 },
      ].sort(byKey),
    );

    // The series go on: the shared GSTIN after its highest, C's new GSTIN from 1, D after its own.
    const numbers = new GstDocumentNumbers(source);
    const next = (sellerId: string, sellerGstin: string | null) =>
      numbers.reserve(randomUUID(), { sellerId, sellerGstin }, 'INV', financialYear);
    expect(await next(b, shared)).toBe(number(3));
    expect(await next(a, shared)).toBe(number(4));
    expect(await next(c, now)).toBe(number(1));
    expect(await next(c, old)).toBe(number(3));
    expect(await next(d, null)).toBe(number(2));
    // A retried reservation keeps its number.
    expect(await numbers.reserve(documents.a1, { sellerId: a, sellerGstin: shared }, 'INV', financialYear)).toBe(
      number(1),
    );
  });
});
