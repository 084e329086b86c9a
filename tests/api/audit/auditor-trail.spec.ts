// The auditor's trail has no holes. On a contract that went the whole way (signed, started,
// invoiced, noted, credited, its advance and note paid) with a file attached, an auditor's read of
// every kind appears in the read log exactly once with what was read, for both parties to see;
// once the grant's last day has passed the very next read of each kind is refused (not a minute
// later, when the expiry sweep would revoke the grant); and every write route the app registers
// answers 403 to the auditor, however the request names the contract, and changes nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { InvoiceView } from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import { AuditorExpiry } from '../../../backend/src/audit/read-model/auditor-expiry.service.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { controlClock, registerVerified } from '../accounts/support/accounts.js';
import { as, type SignedIn } from '../agreements/support/agreements.js';
import { ok, registerWithGstin } from '../invoices/support/contracts.js';
import { download, samples, sql, uploaded } from '../uploads/support/uploads.js';
import { grant } from './support/audit.js';
import { executedContract } from './support/executed-contract.js';

const DAY_MS = 24 * 60 * 60_000;

interface Ids {
  agreementId: string;
  laptopId: string;
  invoiceId: string;
  invoiceNumber: string;
  noteId: string;
  advanceId: string;
  notePaymentId: string;
  paymentId: string;
  fileUrl: string;
}

interface LoggedRead {
  auditorId: string;
  name: string;
  what: string;
  at: string;
}

/** Every kind of read of a contract: its path, and what the read log says was read. */
const READS: [kind: string, path: (ids: Ids) => string, logged: (ids: Ids) => string][] = [
  ['details', (ids) => `/api/Business/GetUserAgreementDetail?agreementId=${ids.agreementId}`, () => 'contract details'],
  ['items', (ids) => `/api/Business/GetAgreementItems?agreementid=${ids.agreementId}`, () => 'items'],
  [
    'terms',
    (ids) => `/api/Business/AgreementTermList?agreementId=${ids.agreementId}&termType=Seller`,
    () => 'terms — termType Seller',
  ],
  ['actions', (ids) => `/api/Business/AvailableActions?agreementId=${ids.agreementId}`, () => 'available actions'],
  ['invoices', (ids) => `/api/Business/InvoiceList?ctId=${ids.agreementId}`, () => 'invoices'],
  [
    'invoice PDF',
    (ids) => `/api/Business/InvoicePdf?invId=${ids.invoiceId}`,
    (ids) => `invoice PDF — invoice ${ids.invoiceNumber}`,
  ],
  [
    'credit note PDF',
    (ids) => `/api/Business/CreditNotePdf?invId=${ids.invoiceId}`,
    (ids) => `credit note PDF — invoice ${ids.invoiceNumber}`,
  ],
  [
    'e-invoice JSON',
    (ids) => `/api/Business/EInvoiceJson?invId=${ids.invoiceId}&type=CRN`,
    (ids) => `e-invoice JSON — invoice ${ids.invoiceNumber}, type CRN`,
  ],
  [
    'note',
    (ids) => `/api/Business/GetTxnNote?txnNoteId=${ids.noteId}`,
    (ids) => `transaction note — note on invoice ${ids.invoiceNumber}`,
  ],
  ['advance', (ids) => `/api/Business/AdvancePayment?agreementId=${ids.agreementId}`, () => 'advance payment'],
  ['advance payments', (ids) => `/api/Business/PayList?notePayId=${ids.advanceId}`, () => 'payments — the advance'],
  [
    'note payments',
    (ids) => `/api/Business/PayList?notePayId=${ids.notePaymentId}`,
    (ids) => `payments — note payment ${ids.notePaymentId}`,
  ],
  ['file', (ids) => ids.fileUrl, () => 'file — “delivery-challan.pdf”'],
  ['signatures', (ids) => `/api/agreements/${ids.agreementId}/signatures`, () => 'signatures'],
  ['contract PDF', (ids) => `/api/agreements/${ids.agreementId}/document.pdf`, () => 'contract PDF'],
  [
    'signed contract',
    (ids) => `/api/agreements/${ids.agreementId}/signed-contract.pdf?version=1`,
    () => 'signed contract PDF — version 1',
  ],
  ['certificate', (ids) => `/api/agreements/${ids.agreementId}/certificate.pdf`, () => 'signing certificate PDF'],
  ['export', (ids) => `/api/Audit/Export?agId=${ids.agreementId}`, () => 'export'],
  ['chain verification', (ids) => `/api/Audit/VerifyChain?agId=${ids.agreementId}`, () => 'chain verification'],
  ['timeline', (ids) => `/api/Audit/Timeline?agId=${ids.agreementId}`, () => 'timeline'],
  ['time travel', (ids) => `/api/Audit/StateAt?agId=${ids.agreementId}&version=3`, () => 'time travel — version 3'],
  ['audit report', (ids) => `/api/Audit/Report?agId=${ids.agreementId}`, () => 'audit report PDF'],
  ['day report', (ids) => `/api/business/ContractDayReport?agId=${ids.agreementId}`, () => 'contract day report'],
];

/**
 * Ways a write can name the contract: its id, an entity's id, an id deep in a list, a file's url,
 * under any key. Each goes in the JSON body, or in the query for a GET and where no body is given.
 */
const NAMINGS: [how: string, key: string, id: (ids: Ids) => string, inBody?: (id: string) => unknown][] = [
  ['its id', 'AgreementId', (ids) => ids.agreementId, (id) => id],
  ['an invoice id', 'Id', (ids) => ids.invoiceId, (id) => id],
  ['a payment id', 'PaymentId', (ids) => ids.paymentId, (id) => id],
  ['an item id in a list', 'ItemList', (ids) => ids.laptopId, (id) => [{ AgItemId: id }]],
  ['a file url', 'Attachments', (ids) => ids.fileUrl, (url) => [url]],
  ['a note id in the query', 'txnNoteId', (ids) => ids.noteId],
];

describe("an auditor's trail", () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let auditor: SignedIn;
  let clock: ReturnType<typeof controlClock>;
  const ids = {} as Ids;

  const readLog = async (party: SignedIn) => {
    const reply = await as(app.baseUrl, party)<LoggedRead[]>('GET', `/api/Audit/ReadLog?agId=${ids.agreementId}`);
    expect(reply.status).toBe(200);
    return reply.body.data!;
  };
  const readAsAuditor = (path: string) => download(app.baseUrl, auditor.token, path);

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer, auditor] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
      registerVerified(app.baseUrl, { UsrName: 'Anil Auditor' }),
    ]);
    // The sweep would revoke the ended grant as an event; the reads must be refused without it.
    jest.spyOn(app.app.get(AuditorExpiry), 'sweep').mockResolvedValue(undefined);
    const { agreementId, laptopId } = await executedContract(app, { seller, buyer });
    // Taken over from the contract's own clock (which moved on for signing codes) to end the grant.
    clock = controlClock(app);
    const buyerReads = <T>(path: string) => ok<T>(app, buyer, 'GET', path).then((reply) => reply.data);
    const advance = await buyerReads<{ id: string }>(`/api/Business/AdvancePayment?agreementId=${agreementId}`);
    const [card] = await buyerReads<InvoiceView[]>(`/api/Business/InvoiceList?ctId=${agreementId}`);
    const [payment] = await buyerReads<{ id: string }[]>(`/api/Business/PayList?notePayId=${advance.id}`);
    const file = await uploaded(app.baseUrl, buyer.token, samples.pdf, 'delivery-challan.pdf');
    await ok(app, buyer, 'POST', '/api/Business/RemarkAgreement', {
      AgreementId: agreementId,
      RemarkText: 'The delivery challan',
      Attachments: [file.id],
    });
    Object.assign(ids, {
      agreementId,
      laptopId,
      invoiceId: card!.id,
      invoiceNumber: card!.taxInvoice!.number,
      noteId: card!.txnNote!.id,
      advanceId: advance.id,
      notePaymentId: card!.txnNote!.notePayment!.id,
      paymentId: payment!.id,
      fileUrl: file.url,
    });
    // Access until tomorrow, by the server's clock: still open on every read below.
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    await grant(app.baseUrl, buyer, agreementId, auditor.phone, tomorrow);
  }, 120_000);
  afterAll(() => app.close());
  const auditorListIds = async () => {
    const reply = await readAsAuditor('/api/Business/GetUserAgreements');
    expect(reply.status).toBe(200);
    return (JSON.parse(reply.bytes.toString('utf8')) as { data: { id: string }[] }).data.map((row) => row.id);
  };

  it("lists the audited contract on the auditor's dashboard while the grant lasts", async () => {
    expect(await auditorListIds()).toContain(ids.agreementId);
  });

  it.each(READS.map(([kind]) => kind))('logs one read of the %s with what was read, for both parties', async (kind) => {
    const [, path, logged] = READS.find(([name]) => name === kind)!;
    const before = await readLog(buyer);
    const reply = await readAsAuditor(path(ids));
    expect([kind, reply.status]).toEqual([kind, 200]);
    for (const party of [buyer, seller]) {
      const after = await readLog(party);
      expect(after.length).toBe(before.length + 1);
      expect(after[0]).toEqual({
        auditorId: auditor.userId,
        name: 'Anil Auditor',
        what: logged(ids),
        at: expect.any(String),
      });
    }
  });

  it('answers 403 on every write route, however the contract is named, and changes nothing', async () => {
    const routes = writeRoutes(app);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['POST', '/api/agreements/:agreementId/document'],
        ['POST', '/api/Business/MakeInvoice'],
        ['GET', '/api/Business/PublishInvoice'],
        ['DELETE', '/api/Business/DeleteAgreement'],
      ]),
    );
    const before = await footprint();
    const answers: [request: string, status: number, code?: string, message?: string][] = [];
    // Every route once, the namings taken in turn: the gate reads ids the same way on every route.
    for (const [index, [method, route]] of routes.entries()) {
      const [how, key, id, inBody] = NAMINGS[index % NAMINGS.length]!;
      const path = route.replaceAll(/:\w+/g, ids.agreementId);
      const reply =
        method === 'GET' || !inBody
          ? await as(app.baseUrl, auditor)(method, `${path}?${key}=${encodeURIComponent(id(ids))}`)
          : await as(app.baseUrl, auditor)(method, path, { [key]: inBody(id(ids)) });
      answers.push([`${method} ${route} naming ${how}`, reply.status, reply.body.code, reply.body.message]);
    }
    expect(answers).toEqual(
      answers.map(([request]) => [request, 403, 'AUDITOR_READ_ONLY', 'Auditors can only read this agreement.']),
    );
    expect(await footprint()).toEqual(before);
  });

  it('finds the contract however deep, and behind however many other ids, a write names it', async () => {
    const before = await footprint();
    const others = Array.from({ length: 5000 }, () => randomUUID());
    const reply = await as(app.baseUrl, auditor)('POST', '/api/Business/RemarkAgreement', {
      Others: others,
      Deep: { a: [{ b: { c: [[{ Id: ids.agreementId }]] } }] },
      RemarkText: 'Hidden',
    });
    expect([reply.status, reply.body.code]).toEqual([403, 'AUDITOR_READ_ONLY']);
    expect(await footprint()).toEqual(before);
  });

  describe('once the last day of the grant has passed', () => {
    beforeAll(() => clock.advance(2 * DAY_MS));

    it.each(READS.map(([kind]) => kind))('refuses the very next read of the %s and logs nothing', async (kind) => {
      const [, path] = READS.find(([name]) => name === kind)!;
      const before = await readLog(buyer);
      const reply = await readAsAuditor(path(ids));
      expect([kind, reply.status, reply.json?.code, reply.json?.message]).toEqual([
        kind,
        403,
        'AUDIT_ACCESS_ENDED',
        'Your audit access to this agreement has ended.',
      ]);
      expect(await readLog(buyer)).toEqual(before);
    });

    it("drops the contract from the auditor's dashboard at once", async () => {
      expect(await auditorListIds()).not.toContain(ids.agreementId);
    });

    it('still lets the parties read', async () => {
      for (const party of [buyer, seller]) {
        const reply = await download(app.baseUrl, party.token, `/api/Business/InvoicePdf?invId=${ids.invoiceId}`);
        expect(reply.status).toBe(200);
      }
    });
  });

  /** What a write would leave behind: events, reads logged, uploads. */
  async function footprint() {
    const [row] = await sql<Record<string, string>>(
      app.db.url,
      `select (select max(global_position) from event_store_events) as events,
              (select count(*) from audit_reads) as reads, (select count(*) from uploads) as uploads`,
    );
    return row;
  }
});

/**
 * The app's write routes as its Express router holds them (every route Nest registered): POST, PUT,
 * PATCH and DELETE, and the GETs that change state (the spec's calls that answer GET and POST alike).
 */
function writeRoutes(app: TestApp): [method: string, path: string][] {
  const { router } = app.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const methodsOf = new Map<string, Set<string>>();
  for (const { route } of router.stack) {
    if (!route?.path.startsWith('/api/')) continue;
    const methods = methodsOf.get(route.path) ?? new Set<string>();
    for (const method of Object.keys(route.methods)) methods.add(method);
    methodsOf.set(route.path, methods);
  }
  return [...methodsOf].flatMap(([path, methods]) => {
    const writes = ['post', 'put', 'patch', 'delete'].filter((method) => methods.has(method));
    const stateChangingGet = methods.has('get') && methods.has('post') ? ['get'] : [];
    return [...writes, ...stateChangingGet].map((method): [string, string] => [method.toUpperCase(), path]);
  });
}
