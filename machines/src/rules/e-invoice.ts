// The IRP e-invoice JSON (schema version 1.1) of a GST tax invoice or credit note. Amounts come from
// the tax rule of gst.rules.ts line by line, as the invoice's, so AssVal = Σ AssAmt, each head's
// value is the sum of the lines' and
// TotInvVal = AssVal + CgstVal + SgstVal + IgstVal + OthChrg − Discount + RndOffAmt hold exactly.
import type { GstDocumentView, InvoiceView } from '../deciders/execution.views.js';
import { gstLine, type TaxedLine } from './gst.rules.js';
import { gstinStateCode } from './india.js';
import { compareDecimals, divideDecimals, sumAmounts } from './money.js';

/** A party as the e-invoice names it. */
export interface EInvoiceParty {
  gstin: string | null;
  legalName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

const num = (amount: string): number => Number(amount);
const pinOf = (address: string | null): number | undefined => {
  const pin = /\b[1-9]\d{5}\b/.exec(address ?? '')?.[0];
  return pin ? Number(pin) : undefined;
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const party = (p: EInvoiceParty) => ({
  Gstin: p.gstin ?? 'URP',
  LglNm: p.legalName,
  Addr1: (p.address ?? '').slice(0, 100) || p.legalName,
  Loc:
    (p.address ?? '')
      .split(',')
      .at(-1)
      ?.replace(/\d{6}/, '')
      .replace(/[-\s]+$/, '')
      .trim() || 'NA',
  Pin: pinOf(p.address),
  Stcd: p.gstin ? gstinStateCode(p.gstin) : '96',
  Ph: p.phone?.replace(/\D/g, '').slice(-10),
  Em: p.email ?? undefined,
});

function itemList(lines: readonly TaxedLine[], doc: GstDocumentView) {
  return lines.map((taxed, i) => {
    const line = gstLine(taxed, doc.supplyType);
    const unitPrice =
      compareDecimals(line.quantity, 0) > 0 ? divideDecimals(line.taxable, line.quantity) : line.taxable;
    return {
      SlNo: String(i + 1),
      PrdDesc: line.title,
      // HSN chapter 99 is services (SAC).
      IsServc: line.hsnSac.startsWith('99') ? 'Y' : 'N',
      HsnCd: line.hsnSac,
      Qty: Number(line.quantity),
      Unit: 'NOS',
      UnitPrice: Number(unitPrice),
      TotAmt: num(line.taxable),
      Discount: 0,
      AssAmt: num(line.taxable),
      GstRt: Number(line.taxPercent),
      IgstAmt: num(line.igst),
      CgstAmt: num(line.cgst),
      SgstAmt: num(line.sgst),
      TotItemVal: num(line.total),
    };
  });
}

/** The e-invoice JSON of an invoice's tax invoice (`INV`) or its credit note (`CRN`). */
export function eInvoiceJson(
  invoice: InvoiceView,
  type: 'INV' | 'CRN',
  seller: EInvoiceParty,
  buyer: EInvoiceParty,
): Record<string, unknown> {
  const taxInvoice = invoice.taxInvoice!;
  const doc = type === 'INV' ? taxInvoice : invoice.creditNote!;
  const lines: TaxedLine[] =
    type === 'INV'
      ? invoice.itemList.map((l) => ({
          hsnSac: l.itemHsnCsnUin,
          title: l.itemTitle,
          taxPercent: l.itemTax,
          quantity: l.itemQuantityDelivered,
          taxable: l.taxableAmount,
          tax: l.taxAmount,
          total: l.amount,
        }))
      : invoice.creditNote!.lines;
  const payment = invoice.txnNote?.notePayment;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: type, No: doc.number, Dt: ddmmyyyy(doc.issuedOn) },
    SellerDtls: party(seller),
    BuyerDtls: { ...party(buyer), Pos: doc.placeOfSupply ?? '96' },
    ItemList: itemList(lines, doc),
    ValDtls: {
      AssVal: num(doc.totals.taxable),
      CgstVal: num(doc.totals.cgst),
      SgstVal: num(doc.totals.sgst),
      IgstVal: num(doc.totals.igst),
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: num(doc.totals.roundOff),
      TotInvVal: num(
        sumAmounts([doc.totals.taxable, doc.totals.cgst, doc.totals.sgst, doc.totals.igst, doc.totals.roundOff]),
      ),
    },
    PayDtls: {
      Nm: seller.legalName,
      PaidAmt: num(payment?.totalPaidAmount ?? '0'),
      PaymtDue: num(payment?.outstandingAmount ?? doc.totals.total),
    },
    ...(type === 'CRN'
      ? { RefDtls: { PrecDocDtls: [{ InvNo: taxInvoice.number, InvDt: ddmmyyyy(taxInvoice.issuedOn) }] } }
      : {}),
  };
}
