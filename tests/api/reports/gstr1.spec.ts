// GSTR-1 over HTTP: a month of one GSTIN's tax invoices (B2B) and credit notes (CDNR) with the
// HSN summary, in the GST offline tool's JSON and as CSV; its totals are the documents' own, and
// other months and other sellers' documents stay out.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GSTR1_PERIOD_MESSAGE, sumAmounts, type Gstr1Json, type InvoiceView } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { activeContract, creditedInvoice, numberedInvoice, registerWithGstin } from '../invoices/support/contracts.js';

type Party = SignedIn & { gstin: string };
type HsnRow = { hsn_sc: string; uqc: string; qty: number; txval: number; iamt: number; camt: number; samt: number };

// Sums JSON numbers exactly, through decimal strings.
const total = (values: number[]) => sumAmounts(values.map((v) => v.toFixed(2)));
const periodOf = (iso: string) => `${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const monthBefore = (iso: string) => {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return month === 1 ? `12${year - 1}` : `${String(month - 1).padStart(2, '0')}${year}`;
};

describe('GSTR-1', () => {
  let app: TestApp;
  let seller: Party;
  let local: Party;
  let far: Party;
  // Within Maharashtra: 4 laptops at 100.00 and 3 mice at 10.25, 18%.
  let intra: InvoiceView;
  // To Karnataka: 2 laptops and 5 mice, one laptop credited back.
  let credited: InvoiceView;
  let period: string;

  const gstr1 = (user: SignedIn | undefined, query: string) =>
    fetch(`${app.baseUrl}/api/Reports/Gstr1?${query}`, {
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });
  const gstr1Json = async (query: string) => {
    const response = await gstr1(seller, query);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    return (await response.json()) as Gstr1Json;
  };

  beforeAll(async () => {
    app = await createTestApp();
    let rival: Party;
    [seller, local, far, rival] = await Promise.all([
      registerWithGstin(app, 'Sunil Steel', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
      registerWithGstin(app, 'Kiran Karnataka', '29'),
      registerWithGstin(app, 'Ravi Rival', '27'),
    ]);
    const [withLocal, withFar, rivals] = [
      await activeContract(app, seller, local),
      await activeContract(app, seller, far),
      await activeContract(app, rival, local),
    ];
    intra = await numberedInvoice(app, seller, withLocal, [
      { AgItemId: withLocal.laptopId, QuantityDelivered: 4, Rate: '100.00' },
      { AgItemId: withLocal.mouseId, QuantityDelivered: 3, Rate: '10.25' },
    ]);
    credited = await creditedInvoice(app, { seller, buyer: far }, withFar, [
      { AgItemId: withFar.laptopId, QuantityDelivered: 2, Rate: '100.00' },
      { AgItemId: withFar.mouseId, QuantityDelivered: 5, Rate: '10.25' },
    ]);
    // Another GSTIN's invoice to the same buyer, in the same month.
    await numberedInvoice(app, rival, rivals, [{ AgItemId: rivals.laptopId, QuantityDelivered: 9, Rate: '100.00' }]);
    period = periodOf(intra.taxInvoice!.issuedOn);
  });
  afterAll(() => app.close());

  it("files the month's tax invoices under B2B and credit notes under CDNR, each with its document's totals", async () => {
    const json = await gstr1Json(`period=${period}`);
    expect([json.gstin, json.fp]).toEqual([seller.gstin, period]);
    const documents = [
      { doc: intra.taxInvoice!, files: json.b2b.find((r) => r.ctin === local.gstin)?.inv },
      { doc: credited.taxInvoice!, files: json.b2b.find((r) => r.ctin === far.gstin)?.inv },
      { doc: credited.creditNote!, files: json.cdnr.find((r) => r.ctin === far.gstin)?.nt },
    ];
    expect(json.b2b.map((r) => r.ctin).sort()).toEqual([local.gstin, far.gstin].sort());
    expect(json.cdnr.map((r) => r.ctin)).toEqual([far.gstin]);
    for (const { doc, files } of documents) {
      expect(files).toHaveLength(1);
      const [filed] = files! as { val: number; pos: string; itms: { itm_det: Record<string, number> }[] }[];
      const sum = (head: string) => total(filed!.itms.map((i) => i.itm_det[head] ?? 0));
      expect([filed!.val.toFixed(2), filed!.pos, sum('txval'), sum('iamt'), sum('camt'), sum('samt')]).toEqual([
        doc.totals.total,
        doc.placeOfSupply,
        doc.totals.taxable,
        doc.totals.igst,
        doc.totals.cgst,
        doc.totals.sgst,
      ]);
    }
    expect(json.b2b.find((r) => r.ctin === local.gstin)!.inv[0]!.inum).toBe(intra.taxInvoice!.number);
    expect(json.cdnr[0]!.nt[0]).toMatchObject({ ntty: 'C', nt_num: credited.creditNote!.number });
  });

  it('nets the credit notes out of the HSN summary, whose totals are the invoices less the credit notes', async () => {
    const json = await gstr1Json(`period=${period}`);
    expect('hsn_b2b' in json.hsn).toBe(true);
    const rows = (json.hsn as { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] }).hsn_b2b;
    const docs = [intra.taxInvoice!.totals, credited.taxInvoice!.totals];
    const credit = credited.creditNote!.totals;
    const heads = [
      ['taxable', 'txval'],
      ['igst', 'iamt'],
      ['cgst', 'camt'],
      ['sgst', 'samt'],
    ] as const;
    for (const [head, key] of heads)
      expect([head, total(rows.map((r) => r[key]))]).toEqual([
        head,
        sumAmounts([...docs.map((d) => d[head]), `-${credit[head]}`]),
      ]);
    // 4 + 2 laptops billed, 1 credited back; 3 + 5 mice.
    expect(rows.map((r) => [r.hsn_sc, r.uqc, r.qty])).toEqual([
      ['8471', 'NOS', 5],
      ['8473', 'NOS', 8],
    ]);
  });

  it('leaves out the other months', async () => {
    const json = await gstr1Json(`period=${monthBefore(intra.taxInvoice!.issuedOn)}`);
    expect([json.b2b, json.cdnr, Object.values(json.hsn).flat()]).toEqual([[], [], []]);
  });

  it('answers the same documents as CSV for a spreadsheet', async () => {
    const response = await gstr1(seller, `period=${period}&format=csv`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toMatch(/^Table,Recipient GSTIN,Number,Date,Value,/);
    const row = (table: string, number: string) => lines.find((l) => l.startsWith(`${table},`) && l.includes(number));
    expect(row('B2B', intra.taxInvoice!.number)).toContain(`,${intra.taxInvoice!.totals.total},`);
    expect(row('CDNR (credit note)', credited.creditNote!.number)).toContain(`,${credited.creditNote!.totals.total},`);
  });

  it('refuses a malformed period plainly, and a caller without a GSTIN or signed out', async () => {
    for (const query of ['period=2026-11', 'period=132026', 'period=062017', 'period=', '']) {
      const refused = await gstr1(seller, query);
      expect([query, refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
        query,
        400,
        GSTR1_PERIOD_MESSAGE,
      ]);
    }
    const withoutGstin = await registerVerified(app.baseUrl, { UsrGstin: '', UsrPan: '' });
    const noGstin = await call(app.baseUrl, 'GET', `/api/Reports/Gstr1?period=${period}`, {
      token: withoutGstin.token,
    });
    expect([noGstin.status, noGstin.body.message]).toEqual([
      400,
      'GSTR-1 is filed for a GSTIN. Add your GSTIN to your profile first.',
    ]);
    expect((await gstr1(undefined, `period=${period}`)).status).toBe(401);
  });
});
