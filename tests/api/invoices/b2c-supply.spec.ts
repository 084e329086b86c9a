// Supplies to buyers without a GSTIN (B2C) over HTTP: the place of supply recorded at numbering from
// the buyer's address PIN, CGST + SGST within the seller's State, the place on the tax invoice PDF,
// no e-invoice, an e-way bill to "URP", and GSTR-1's B2CS, B2CL and CDNUR with the documents' totals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { E_INVOICE_B2C_MESSAGE, sumAmounts, type Gstr1Json, type InvoiceView } from '@samvida/machines';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { activeContract, creditedInvoice, download, pdfText, registerWithGstin } from './support/contracts.js';

// Sums JSON numbers exactly, through decimal strings.
const total = (values: number[]) => sumAmounts(values.map((v) => v.toFixed(2)));
const periodOf = (iso: string) => `${iso.slice(5, 7)}${iso.slice(0, 4)}`;

describe('supplies to buyers without a GSTIN (B2C)', () => {
  let app: TestApp;
  let seller: SignedIn & { gstin: string };
  let pune: SignedIn;
  // Within Maharashtra: one laptop at ₹60,000.00 + 18%, one credited back of two.
  let local: InvoiceView;
  // To Karnataka: two laptops at ₹60,000.00 + 18% (₹1,41,600.00), one credited back.
  let far: InvoiceView;

  const consumer = (UsrName: string, UsrAddress: string) =>
    registerVerified(app.baseUrl, { UsrName, UsrGstin: '', UsrPan: '', UsrAddress });
  const laptops = (laptopId: string, QuantityDelivered: number) => [
    { AgItemId: laptopId, QuantityDelivered, Rate: '60000.00' },
  ];

  beforeAll(async () => {
    app = await createTestApp();
    let bengaluru: SignedIn;
    [seller, pune, bengaluru] = await Promise.all([
      registerWithGstin(app, 'Sunil Steel', '27'),
      consumer('Asha Rao', '12 Kothrud Road, Pune 411038'),
      consumer('Kiran Shetty', '4 Church Street, Bengaluru 560001'),
    ]);
    const [withPune, withBengaluru] = [
      await activeContract(app, seller, pune),
      await activeContract(app, seller, bengaluru),
    ];
    local = await creditedInvoice(app, { seller, buyer: pune }, withPune, laptops(withPune.laptopId, 2));
    far = await creditedInvoice(app, { seller, buyer: bengaluru }, withBengaluru, laptops(withBengaluru.laptopId, 2));
  });
  afterAll(() => app.close());

  it("numbers an invoice to a buyer in the seller's State with CGST and SGST, the place from the address PIN", () => {
    expect(local.taxInvoice).toMatchObject({ buyerGstin: null, placeOfSupply: '27', supplyType: 'INTRA' });
    expect(local.taxInvoice!.totals).toMatchObject({
      taxable: '120000.00',
      cgst: '10800.00',
      sgst: '10800.00',
      igst: '0.00',
      total: '141600.00',
    });
    expect(far.taxInvoice).toMatchObject({ buyerGstin: null, placeOfSupply: '29', supplyType: 'INTER' });
    expect(far.taxInvoice!.totals).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '21600.00' });
  });

  it("prints the place of supply and the recipient's name, address and State on the tax invoice", async () => {
    const text = pdfText(await download(app, pune, `/api/Business/InvoicePdf?invId=${local.id}`));
    for (const expected of [
      'Place of supply: Maharashtra (state code 27), intra-state supply',
      'Recipient: Asha Rao',
      '12 Kothrud Road, Pune 411038',
      'GSTIN: Unregistered',
      'State: Maharashtra (state code 27)',
      'CGST: ₹10,800.00',
      'SGST: ₹10,800.00',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
  });

  it('refuses the e-invoice of a B2C invoice plainly', async () => {
    const reply = await as(app.baseUrl, seller)('GET', `/api/Business/EInvoiceJson?invId=${local.id}`);
    expect([reply.status, reply.body.message]).toEqual([400, E_INVOICE_B2C_MESSAGE]);
  });

  it('bills the e-way bill to URP in the State of the place of supply', async () => {
    const reply = await as(app.baseUrl, seller)<{ billLists: Record<string, unknown>[] }>(
      'POST',
      '/api/Business/EwayBillJson',
      { InvId: far.id, VehicleNo: 'MH12AB1234', DistanceKm: 840 },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data!.billLists[0]).toMatchObject({
      toGstin: 'URP',
      toTrdName: 'Kiran Shetty',
      toPincode: 560001,
      toStateCode: 29,
      actualToStateCode: 29,
      igstValue: 21600,
      totInvValue: 141600,
    });
  });

  it('files GSTR-1 B2CS, B2CL and CDNUR rows whose totals equal the documents', async () => {
    const period = periodOf(local.taxInvoice!.issuedOn);
    const response = await fetch(`${app.baseUrl}/api/Reports/Gstr1?period=${period}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as Gstr1Json;
    expect([json.b2b, json.cdnr]).toEqual([[], []]);
    // Within the State: the invoice less its credit note, summed per place and rate.
    const [invoice, note] = [local.taxInvoice!.totals, local.creditNote!.totals];
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 18,
        txval: Number(sumAmounts([invoice.taxable, `-${note.taxable}`])),
        camt: Number(sumAmounts([invoice.cgst, `-${note.cgst}`])),
        samt: Number(sumAmounts([invoice.sgst, `-${note.sgst}`])),
        csamt: 0,
      },
    ]);
    // Inter-state above ₹1,00,000: the invoice on its own, its credit note in CDNUR.
    expect(json.b2cl).toHaveLength(1);
    const [filed] = json.b2cl[0]!.inv;
    expect([json.b2cl[0]!.pos, filed!.inum, filed!.val.toFixed(2)]).toEqual([
      '29',
      far.taxInvoice!.number,
      far.taxInvoice!.totals.total,
    ]);
    expect([total(filed!.itms.map((i) => i.itm_det.txval)), total(filed!.itms.map((i) => i.itm_det.iamt!))]).toEqual([
      far.taxInvoice!.totals.taxable,
      far.taxInvoice!.totals.igst,
    ]);
    expect(json.cdnur).toHaveLength(1);
    expect(json.cdnur[0]).toMatchObject({ typ: 'B2CL', nt_num: far.creditNote!.number, pos: '29' });
    expect(json.cdnur[0]!.val.toFixed(2)).toBe(far.creditNote!.totals.total);
    const csv = await fetch(`${app.baseUrl}/api/Reports/Gstr1?period=${period}&format=csv`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const lines = (await csv.text()).split('\r\n');
    expect(lines.find((l) => l.startsWith('B2CL,') && l.includes(far.taxInvoice!.number))).toContain(',29,');
    expect(lines.find((l) => l.startsWith('B2CS (intra-state),'))).toContain(',27,');
    expect(lines.some((l) => l.startsWith('CDNUR (credit note on B2CL),') && l.includes(far.creditNote!.number))).toBe(
      true,
    );
  });
});
