// The agreement read models: read-your-writes after every command, the list's shape and
// grouping, exact totals, the transaction-note list, and a rebuild that gives the same rows.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { ProjectionsService } from '../../../backend/src/projections/projections.service.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { as, parties, sendContract, type Outcome, type SignedIn } from './support/agreements.js';
import { SCENARIOS, build, load } from './support/scenarios.js';

interface ListRow {
  id: string;
  agreementUID: string;
  contractType: string;
  status: string;
  statusLabel: string;
  dashboardGroup: string;
  route: string;
  createdOn: string;
  proposalId: string | null;
  creator: { usrId: string; usrName: string };
  buyer: { usrId: string; usrName: string };
  seller: { usrId: string; usrName: string };
  totalValue: string;
  turn: string | null;
  userRole: string;
  version: number;
}
interface ItemRow {
  id: string;
  itemStatus: string;
  itemStatusLabel: string;
  sellerRate: string | null;
  buyerRate: string | null;
  communication: { description: string }[];
}

async function dump(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables: Record<string, string> = {
      agreements: 'agreement_id',
      agreement_items: 'item_id',
      agreement_terms: 'term_id',
      agreement_remarks: 'remark_id',
    };
    const rows: Record<string, unknown[]> = {};
    for (const [table, key] of Object.entries(tables))
      rows[table] = (await client.query(`select * from ${table} order by ${key}`)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

describe('agreement read models', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it('show every command’s result to a query made right after its response (read your writes)', async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Proposed!);
    const items = async (user: SignedIn) =>
      (await as(app.baseUrl, user)<ItemRow[]>('GET', `/api/Business/GetAgreementItems?agreementId=${ids.agreementId}`))
        .body.data![0]!;
    for (let round = 1; round <= 10; round++) {
      const [user, other] = round % 2 ? [buyer, seller] : [seller, buyer];
      const amount = `${100 - round}.25`;
      const reply = await as(app.baseUrl, user)<Outcome>('POST', '/api/Business/NegotiateItem', {
        AgreementId: ids.agreementId,
        ItemId: ids.itemId,
        Amount: amount,
        CompletionDays: 10,
        RemarkText: `Round ${round}`,
      });
      expect(reply.status).toBe(200);
      // No waiting: the response came back after the projections applied it.
      const seen = await items(other);
      expect(seen[user === buyer ? 'buyerRate' : 'sellerRate']).toBe(amount);
      expect(seen.itemStatus).toBe(user === buyer ? 'Waiting for Seller' : 'Waiting for Buyer');
      expect(seen.communication.at(-1)!.description).toBe(`Round ${round}`);
      const detail = await as(app.baseUrl, other)<{ version: number }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`,
      );
      expect(detail.body.data!.version).toBe(reply.body.data!.version);
    }
  });

  it('list the spec’s shape with names, labels, dashboard group, exact total and whose turn', async () => {
    const sent = await sendContract(app.baseUrl, buyer, seller.phone, {
      Items: [
        { ItemTitle: 'Paper', Qty: '3', Tax: '18', CurrencyId: 2, UnitId: 1, Rate: '0.10', ItemDeliveredInDays: 2 },
        { ItemTitle: 'Ink', Qty: '7', Tax: '12.5', CurrencyId: 2, UnitId: 1, Rate: '33.33', ItemDeliveredInDays: 2 },
      ],
    });
    const row = (
      await as(app.baseUrl, seller)<ListRow[]>('GET', '/api/Business/GetUserAgreements?group=Proposed')
    ).body.data!.find((r) => r.id === sent.id)!;
    expect(row).toEqual({
      id: sent.id,
      agreementUID: expect.stringMatching(/^AG-\d{6}$/),
      contractType: 'Sales',
      status: 'Proposed',
      statusLabel: 'Proposed',
      dashboardGroup: 'Proposed',
      route: '/DetailAgreement',
      createdOn: expect.any(String),
      updatedOn: expect.any(String),
      proposalId: null,
      creator: { usrId: buyer.userId, usrName: 'Bina Buyer' },
      buyer: { usrId: buyer.userId, usrName: 'Bina Buyer' },
      seller: { usrId: seller.userId, usrName: 'Sunil Seller' },
      counterpartyContact: seller.phone,
      userRole: 'seller',
      currency: 'INR',
      // 3 × 0.10 × 1.18 + 7 × 33.33 × 1.125 = 0.354 + 262.474 (each rounded half-up once) = 0.35 + 262.47.
      totalValue: '262.82',
      // The buyer sent it: only the seller has a move (issue 11).
      turn: 'seller',
      version: sent.version,
    });
    expect(
      (await as(app.baseUrl, seller)<ListRow[]>('GET', '/api/Business/GetUserAgreements?group=Active')).body.data!.some(
        (r) => r.id === sent.id,
      ),
    ).toBe(false);
    expect((await as(app.baseUrl, seller)('GET', '/api/Business/GetUserAgreements?group=Sideways')).status).toBe(400);
  });

  it('list each agreement with the role the caller’s membership gives, before its row shows who joined', async () => {
    // A counterparty who verifies their phone joins through a reactor's command: the membership's
    // projection may show the join before the agreements projection fills in the seller's column.
    const sent = await sendContract(app.baseUrl, buyer, seller.phone);
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      await client.query('update agreements set seller_id = null where agreement_id = $1', [sent.id]);
      const rows = (await as(app.baseUrl, seller)<ListRow[]>('GET', '/api/Business/GetUserAgreements')).body.data!;
      expect(rows.find((r) => r.id === sent.id)).toMatchObject({ userRole: 'seller', seller: { usrId: null } });
    } finally {
      await client.query('update agreements set seller_id = $2 where agreement_id = $1', [sent.id, seller.userId]);
      await client.end();
    }
  });

  it('label turns and statuses as the machines do', async () => {
    const rowOf = async (agreementId: string) =>
      (await as(app.baseUrl, buyer)<ListRow[]>('GET', '/api/Business/GetUserAgreements')).body.data!.find(
        (r) => r.id === agreementId,
      )!;
    const { ids } = await build(app, seller, buyer, SCENARIOS['Waiting for Seller']!);
    // The buyer still has moves on the item and the seller's term: both have a turn.
    expect(await rowOf(ids.agreementId)).toMatchObject({
      status: 'Waiting for Seller',
      statusLabel: 'Seller Action Pending',
      turn: 'both',
      userRole: 'buyer',
    });
    // Terms settled and the item offered back: only the seller has a move left.
    const sellersTurn = [
      ...SCENARIOS['terms accepted']!,
      ...SCENARIOS['item Waiting for Seller, offers differ']!.slice(1),
      ...SCENARIOS['Waiting for Seller']!.slice(1),
    ];
    expect(await rowOf((await build(app, seller, buyer, sellersTurn)).ids.agreementId)).toMatchObject({
      turn: 'seller',
    });
    const item = (
      await as(app.baseUrl, buyer)<ItemRow[]>('GET', `/api/Business/GetAgreementItems?agreementid=${ids.agreementId}`)
    ).body.data![0]!;
    expect([item.itemStatus, item.itemStatusLabel]).toEqual(['Proposed', 'Proposed']);
    const { ids: inNegotiation } = await build(app, seller, buyer, SCENARIOS['item Waiting for Buyer, offers differ']!);
    const waiting = (
      await as(app.baseUrl, buyer)<ItemRow[]>(
        'GET',
        `/api/Business/GetAgreementItems?agreementid=${inNegotiation.agreementId}`,
      )
    ).body.data![0]!;
    expect([waiting.itemStatus, waiting.itemStatusLabel]).toEqual(['Waiting for Buyer', 'Buyer Action Pending']);
  });

  it('list agreements in ActiveTxnNoteAgList for the party whose move it is on a note', async () => {
    const { ids } = await build(app, seller, buyer, SCENARIOS.Active!);
    const listed = async () =>
      (await as(app.baseUrl, buyer)<ListRow[]>('GET', '/api/Business/ActiveTxnNoteAgList')).body.data!.map((r) => r.id);
    expect(await listed()).not.toContain(ids.agreementId);

    const writer = app.app.get(StreamWriter);
    const run = (userId: string, command: object) =>
      writer.execute('agreement', ids.agreementId, { userId }, command as never);
    const invoiceId = '00000000-0000-4000-8000-0000000000f1';
    const A = { AgreementId: ids.agreementId };
    await run(seller.userId, {
      type: 'MakeInvoice',
      data: { ...A, Id: invoiceId, ItemList: [{ AgItemId: ids.itemId, QuantityDelivered: 4, Rate: 100 }] },
    });
    await run(seller.userId, { type: 'PublishInvoice', data: { ...A, InvoiceId: invoiceId } });
    const listedForSeller = async () =>
      (await as(app.baseUrl, seller)<ListRow[]>('GET', '/api/Business/ActiveTxnNoteAgList')).body.data!.map(
        (r) => r.id,
      );
    // A published invoice without a note: the buyer's move (Generate Note).
    expect(await listed()).toContain(ids.agreementId);
    await run(buyer.userId, { type: 'GenerateTxnNote', data: { ...A, InvoiceId: invoiceId } });
    expect([await listed(), await listedForSeller()]).toEqual([[ids.agreementId], []]);
    const [noteId] = Object.keys((await load(app, ids.agreementId)).state.notes);
    await run(buyer.userId, { type: 'PublishTxnNote', data: { ...A, TxnNoteId: noteId } });
    expect([await listed(), await listedForSeller()]).toEqual([[], [ids.agreementId]]);
  });

  it('are rebuilt from the event store into exactly the same rows', async () => {
    const before = await dump(app.db.url);
    expect(before.agreements!.length).toBeGreaterThan(3);
    await app.app.get(ProjectionsService).rebuild();
    expect(await dump(app.db.url)).toEqual(before);
  });

  it('are the same rebuilt by a process that folded nothing itself', async () => {
    // The live projector took the states this process's commands had folded; another instance,
    // with nothing cached, folds every event itself. Stopping lets go of every projection's lock.
    const before = await dump(app.db.url);
    await app.app.get(ProjectionsService).stop();
    const fresh = await createTestApp({ db: app.db, env: { PROJECTIONS: 'off' } });
    try {
      await fresh.app.get(ProjectionsService).rebuild();
    } finally {
      await fresh.close();
      app.app.get(ProjectionsService).start();
    }
    expect(await dump(app.db.url)).toEqual(before);
  });
});
