// GSTR-1 in the offline tool's JSON: a month's B2B tax invoices, credit notes to registered
// buyers (CDNR) and the HSN summary of one GSTIN, with the documents' own figures.
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

// The fixtures' invoice (2 × 100.00 at 18%, HSN 8471, unit Count) numbered on 1 March 2025.
function numbered(buyerGstin: string | null) {
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
    },
  };
  return { state: act(state, number, SYSTEM), noteId, noteItemId };
}

// The same, settled with one laptop defective: credit note CN/24-25/000001 of 5 March 2025 for 100.00.
function credited(buyerGstin: string | null): AgreementState {
  const { state: start, noteId, noteItemId } = numbered(buyerGstin);
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

  it("leaves out other months, other GSTINs' documents and documents to buyers without a GSTIN", () => {
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
