import { describe, expect, it } from '@jest/globals';
import { eInvoiceJson, invoiceView, type AgreementCommandInput } from '@samvida/machines';
import { AGREEMENT_ID, BUYER, INVOICE_ID, SYSTEM, act, contractWithNote } from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const SELLER_PARTY = {
  gstin: '27ABCPV1234K1ZJ',
  legalName: 'Sunil Traders',
  address: '12, MG Road, Pune - 411001',
  phone: '+919123456789',
  email: null,
};
const BUYER_PARTY = {
  ...SELLER_PARTY,
  gstin: '29AAGCB7383J1Z4',
  legalName: 'Bina Stores',
  address: 'Indiranagar, Bengaluru 560038',
};

type Json = {
  Version: string;
  DocDtls: { Typ: string; No: string; Dt: string };
  BuyerDtls: { Pos: string; Stcd: string; Pin: number };
  ItemList: { AssAmt: number; IgstAmt: number; CgstAmt: number; TotItemVal: number }[];
  ValDtls: Record<string, number>;
  RefDtls?: unknown;
};

const cents = (n: number) => Math.round(n * 100);

function numbered() {
  const { state, noteId, noteItemId } = contractWithNote();
  const number: AgreementCommandInput = {
    type: 'NumberInvoice',
    data: {
      ...A,
      InvoiceId: INVOICE_ID,
      Number: 'SV/24-25/000001',
      FinancialYear: '24-25',
      IssuedOn: '2025-03-01',
      SellerGstin: SELLER_PARTY.gstin,
      BuyerGstin: BUYER_PARTY.gstin,
    },
  };
  return { state: act(state, number, SYSTEM), noteId, noteItemId };
}

describe('IRP e-invoice JSON 1.1', () => {
  it('exports the tax invoice with consistent totals and inter-state IGST', () => {
    const json = eInvoiceJson(
      invoiceView(numbered().state, INVOICE_ID),
      'INV',
      SELLER_PARTY,
      BUYER_PARTY,
    ) as unknown as Json;
    expect(Object.keys(json)).toEqual([
      'Version',
      'TranDtls',
      'DocDtls',
      'SellerDtls',
      'BuyerDtls',
      'ItemList',
      'ValDtls',
      'PayDtls',
    ]);
    expect(json.Version).toBe('1.1');
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'SV/24-25/000001', Dt: '01/03/2025' });
    expect(json.BuyerDtls).toMatchObject({ Pos: '29', Stcd: '29', Pin: 560038 });
    // 2 x 100.00 at 18%, inter-state: 200.00 + IGST 36.00 = 236.00.
    expect(json.ValDtls).toEqual({
      AssVal: 200,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 36,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: 236,
    });
    const v = json.ValDtls;
    expect(cents(v.AssVal!)).toBe(json.ItemList.reduce((s, i) => s + cents(i.AssAmt), 0));
    expect(cents(v.TotInvVal!)).toBe(
      cents(v.AssVal!) +
        cents(v.CgstVal!) +
        cents(v.SgstVal!) +
        cents(v.IgstVal!) +
        cents(v.OthChrg!) -
        cents(v.Discount!) +
        cents(v.RndOffAmt!),
    );
  });

  it('exports the credit note as CRN referring to the invoice', () => {
    const { state: start, noteId, noteItemId } = numbered();
    let state = act(
      start,
      { type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 1, Rate: 100 } },
      BUYER,
    );
    state = act(state, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER);
    state = act(
      state,
      { type: 'IssueCreditNote', data: { ...A, NoteId: noteId, Number: 'CN/24-25/000001', IssuedOn: '2025-03-05' } },
      SYSTEM,
    );
    const json = eInvoiceJson(invoiceView(state, INVOICE_ID), 'CRN', SELLER_PARTY, BUYER_PARTY) as unknown as Json;
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/24-25/000001', Dt: '05/03/2025' });
    expect(json.ValDtls).toMatchObject({ AssVal: 100, IgstVal: 18, TotInvVal: 118 });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'SV/24-25/000001', InvDt: '01/03/2025' }] });
  });
});
