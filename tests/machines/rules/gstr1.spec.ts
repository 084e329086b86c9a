// GSTR-1 in the offline tool's JSON: a month's B2B tax invoices, B2C supplies (B2CL, B2CS), credit
// notes (CDNR, CDNUR) and the HSN summary of one GSTIN, with the documents' own figures.
import { describe, expect, it } from '@jest/globals';
import {
  GSTR1_PERIOD_MESSAGE,
  Gstr1Period,
  gstr1Json,
  invoiceView,
  type AgreementState,
  type InvoiceView,
} from '@samvida/machines';
import { AGREEMENT_ID, BUYER, INVOICE_ID, SYSTEM, act, contractWithNote } from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const SELLER_GSTIN = '27ABCPV1234K1ZJ';
const BUYER_ELSEWHERE = '29AAGCB7383J1Z4';

// The fixtures' invoice (2 × 100.00 at 18%, HSN 8471, unit Count) numbered on 1 March 2025; `place`
// is the place of supply recorded at numbering (absent on events from before it was).
type Place = { PlaceOfSupply: string; PlaceOfSupplyReason: 'buyerAddressPin' } | Record<string, never>;
function numbered(buyerGstin: string | null, place: Place = {}) {
  const { state, noteId, noteItemId } = contractWithNote();
  const number = {
    type: 'NumberInvoice' as const,
    data: {
      ...A,
      InvoiceId: INVOICE_ID,
      Number: 'SV/24-25/000001',
      FinancialYear: '24-25',
      IssuedOn: '2025-03-01',
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: buyerGstin,
      ...place,
    },
  };
  return { state: act(state, number, SYSTEM), noteId, noteItemId };
}

// The same, settled with one laptop defective: credit note CN/24-25/000001 of 5 March 2025 for 100.00.
function credited(buyerGstin: string | null, place: Place = {}): AgreementState {
  const { state: start, noteId, noteItemId } = numbered(buyerGstin, place);
  let state = act(
    start,
    { type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 1, Rate: 100 } },
    BUYER,
  );
  state = act(state, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER);
  return act(
    state,
    { type: 'IssueCreditNote', data: { ...A, NoteId: noteId, Number: 'CN/24-25/000001', IssuedOn: '2025-03-05' } },
    SYSTEM,
  );
}

// A copy of a view with its documents dated in another month (the fold dates them March 2025).
const redated = (view: InvoiceView, month: string): InvoiceView =>
  JSON.parse(JSON.stringify(view).replaceAll('2025-03-', `${month}-`));

describe('the GSTR-1 return period', () => {
  it('is a month written MMYYYY, from July 2017', () => {
    for (const period of ['072017', '112026', '012099']) expect(Gstr1Period.parse(period)).toBe(period);
    for (const period of ['062017', '132026', '002026', '2026-11', '11-2026', '1126', '1120266', 11_2026, ''])
      expect(Gstr1Period.safeParse(period).error?.issues[0]?.message).toBe(GSTR1_PERIOD_MESSAGE);
  });
});

describe('GSTR-1 JSON', () => {
  it('files an inter-state invoice under B2B and its credit note under CDNR, each with its own figures', () => {
    const view = invoiceView(credited(BUYER_ELSEWHERE), INVOICE_ID);
    expect(gstr1Json(SELLER_GSTIN, '032025', [view])).toEqual({
      gstin: SELLER_GSTIN,
      fp: '032025',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [
        {
          ctin: BUYER_ELSEWHERE,
          inv: [
            {
              inum: 'SV/24-25/000001',
              idt: '01-03-2025',
              val: 236,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 18, txval: 200, iamt: 36, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cl: [],
      b2cs: [],
      cdnur: [],
      cdnr: [
        {
          ctin: BUYER_ELSEWHERE,
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN/24-25/000001',
              nt_dt: '05-03-2025',
              val: 118,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 18, txval: 100, iamt: 18, csamt: 0 } }],
            },
          ],
        },
      ],
      // Before May 2025 one HSN list; the credit note takes its laptop and value off.
      hsn: {
        data: [
          {
            num: 1,
            hsn_sc: '8471',
            desc: 'Laptop',
            uqc: 'NOS',
            qty: 1,
            rt: 18,
            txval: 100,
            iamt: 18,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
      },
    });
  });

  it('writes CGST and SGST for an intra-state invoice and splits the HSN summary from May 2025', () => {
    const view = redated(invoiceView(numbered('27AAGCB7383J1Z8').state, INVOICE_ID), '2026-11');
    const json = gstr1Json(SELLER_GSTIN, '112026', [view]);
    expect(json.b2b[0]!.inv[0]!.itms).toEqual([
      { num: 1, itm_det: { rt: 18, txval: 200, camt: 18, samt: 18, csamt: 0 } },
    ]);
    expect(json.b2b[0]!.inv[0]!.pos).toBe('27');
    expect(json.hsn).toEqual({
      hsn_b2b: [
        {
          num: 1,
          hsn_sc: '8471',
          desc: 'Laptop',
          uqc: 'NOS',
          qty: 2,
          rt: 18,
          txval: 200,
          iamt: 0,
          camt: 18,
          samt: 18,
          csamt: 0,
        },
      ],
      hsn_b2c: [],
    });
  });

  it("leaves out other months, other GSTINs' documents and B2C documents numbered without a place of supply", () => {
    const view = invoiceView(credited(BUYER_ELSEWHERE), INVOICE_ID);
    const empty = { b2b: [], cdnr: [] };
    expect(gstr1Json(SELLER_GSTIN, '042025', [view])).toMatchObject({ ...empty, hsn: { data: [] } });
    expect(gstr1Json('27AAGCB7383J1Z8', '032025', [view])).toMatchObject({ ...empty, hsn: { data: [] } });
    const unregistered = invoiceView(credited(null), INVOICE_ID);
    expect(gstr1Json(SELLER_GSTIN, '032025', [unregistered])).toMatchObject({ ...empty, hsn: { data: [] } });
    // The credit note of a February invoice is March's; the invoice is not.
    const february = JSON.parse(JSON.stringify(view).replace('"issuedOn":"2025-03-01"', '"issuedOn":"2025-02-27"'));
    const march = gstr1Json(SELLER_GSTIN, '032025', [february]);
    expect([march.b2b, march.cdnr.map((c) => c.nt.map((n) => n.nt_num))]).toEqual([[], [['CN/24-25/000001']]]);
  });

  it('sums each document per tax rate and totals to the documents exactly', () => {
    const base = invoiceView(numbered(BUYER_ELSEWHERE).state, INVOICE_ID);
    const line = base.itemList[0]!;
    const view: InvoiceView = {
      ...base,
      itemList: [
        line,
        { ...line, id: 'second', itemTax: '5', taxableAmount: '0.10', igstAmount: '0.01', amount: '0.11' },
        { ...line, id: 'third', itemTax: '18', taxableAmount: '49.98', igstAmount: '9.00', amount: '58.98' },
      ],
      taxInvoice: { ...base.taxInvoice!, totals: { ...base.taxInvoice!.totals, total: '295.09' } },
    };
    const [invoice] = gstr1Json(SELLER_GSTIN, '032025', [view]).b2b[0]!.inv;
    expect(invoice!.itms).toEqual([
      { num: 1, itm_det: { rt: 18, txval: 249.98, iamt: 45, csamt: 0 } },
      { num: 2, itm_det: { rt: 5, txval: 0.1, iamt: 0.01, csamt: 0 } },
    ]);
    expect(invoice!.val).toBe(295.09);
  });
});

const B2C = (state: string): Place => ({ PlaceOfSupply: state, PlaceOfSupplyReason: 'buyerAddressPin' });
// Every figure of a GSTR-1 section summed, for comparing with the documents'.
const taxable = (rows: readonly { txval: number }[]) => rows.reduce((sum, r) => sum + r.txval * 100, 0) / 100;

describe('GSTR-1 of supplies to buyers without a GSTIN (B2C)', () => {
  it('sums small B2C invoices per supply type, place and rate in B2CS, their credit notes netted', () => {
    const view = redated(invoiceView(credited(null, B2C('27')), INVOICE_ID), '2026-11');
    const json = gstr1Json(SELLER_GSTIN, '112026', [view]);
    // 236.00 invoiced within Maharashtra less the 118.00 credit note: 100.00 taxable, 9.00 + 9.00.
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 100, camt: 9, samt: 9, csamt: 0 },
    ]);
    expect([json.b2b, json.b2cl, json.cdnr, json.cdnur]).toEqual([[], [], [], []]);
    const invoice = view.taxInvoice!.totals;
    const note = view.creditNote!.totals;
    expect(taxable(json.b2cs)).toBe(Number(invoice.taxable) - Number(note.taxable));
    expect(json.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [expect.objectContaining({ hsn_sc: '8471', qty: 1, txval: 100, camt: 9, samt: 9, iamt: 0 })],
    });
  });

  it('files inter-state B2C invoices above ₹1,00,000 one by one in B2CL and their credit notes in CDNUR', () => {
    const base = redated(invoiceView(credited(null, B2C('29')), INVOICE_ID), '2026-11');
    const line = base.itemList[0]!;
    // One laptop line of ₹1,00,000.00 + 18% IGST: ₹1,18,000.00, above the threshold.
    const view: InvoiceView = {
      ...base,
      itemList: [{ ...line, taxableAmount: '100000.00', igstAmount: '18000.00', amount: '118000.00' }],
      taxInvoice: { ...base.taxInvoice!, totals: { ...base.taxInvoice!.totals, total: '118000.00' } },
    };
    const json = gstr1Json(SELLER_GSTIN, '112026', [view]);
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'SV/24-25/000001',
            idt: '01-11-2026',
            val: 118000,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/24-25/000001',
        nt_dt: '05-11-2026',
        val: 118,
        pos: '29',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 100, iamt: 18, csamt: 0 } }],
      },
    ]);
    expect([json.b2cs, json.b2b, json.cdnr]).toEqual([[], [], []]);
    // Before August 2024 the threshold was ₹2,50,000: the same invoice was B2CS.
    const earlier = gstr1Json(SELLER_GSTIN, '072024', [
      JSON.parse(JSON.stringify(view).replaceAll('2026-11-', '2024-07-')),
    ]);
    expect(earlier.b2cl).toEqual([]);
    expect(earlier.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 99900, iamt: 17982, csamt: 0 },
    ]);
  });

  it('keeps an inter-state B2C invoice of ₹1,00,000 or less in B2CS', () => {
    const view = redated(invoiceView(numbered(null, B2C('29')).state, INVOICE_ID), '2026-11');
    const json = gstr1Json(SELLER_GSTIN, '112026', [view]);
    expect(json.b2cl).toEqual([]);
    expect(json.b2cs).toEqual([{ sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: 200, iamt: 36, csamt: 0 }]);
  });
});
