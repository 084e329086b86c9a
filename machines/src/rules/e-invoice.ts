// The IRP e-invoice JSON (NIC schema version 1.1) of a GST tax invoice or credit note. Amounts come
// from the tax rule of gst.rules.ts line by line, as the document's, so AssVal = Σ AssAmt, each
// head's value is the sum of the lines' and
// TotInvVal = AssVal + CgstVal + SgstVal + IgstVal + OthChrg − Discount + RndOffAmt hold exactly.
// What the schema cannot say (a unit without a UQC, a code outside the HSN/SAC master, a PIN outside
// the GSTIN's state) is listed by `eInvoiceProblems`; the server refuses to serve either kind.
import type { GstDocumentView, InvoiceView } from '../deciders/execution.views.js';
import { hsnSacProblem, itemTitleProblem } from './e-invoice-inputs.js';
import { UNIT_UQC } from './fields.js';
import { stateName } from './gst-states.js';
import { gstLine, lineAmounts, type GstLine, type TaxedLine } from './gst.rules.js';
import { gstinStateCode, isServiceCode, isValidGstin, pinOfAddress } from './india.js';
import { compareDecimals, decimalsEqual, divideDecimals, sumAmounts } from './money.js';
import { pinInState } from './pin-codes.js';

/** Why a supply to a buyer without a GSTIN (B2C) gets no e-invoice: the IRP registers B2B documents only. */
export const E_INVOICE_B2C_MESSAGE =
  'The buyer has no GSTIN, so this is a supply to an unregistered buyer (B2C): B2C invoices are not e-invoiced. The tax invoice PDF is the document to give the buyer.';

/** A party as the e-invoice names it. */
export interface EInvoiceParty {
  gstin: string | null;
  legalName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** A field the e-invoice cannot be served with, named by its JSON path ("ItemList[2].HsnCd"). */
export interface EInvoiceProblem {
  field: string;
  message: string;
}

const num = (amount: string): number => Number(amount);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const ADDRESS_LINE = 100;
const LOCATION_LENGTH = { min: 3, max: 50 };
// The e-mail shape and length NIC accepts (Em is optional: an address it would refuse is left out).
const NIC_EMAIL = /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/;

/**
 * The address without its PIN, in the schema's two lines of at most 100 characters (Addr2, when
 * used, of at least 3), broken at a comma or space where one fits. Addresses are at most 200
 * characters where they are entered.
 */
export function addressLines(street: string): [string] | [string, string] {
  if (street.length <= ADDRESS_LINE) return [street];
  for (let at = Math.min(ADDRESS_LINE, street.length - 3); at > street.length - ADDRESS_LINE; at--) {
    if (street[at] !== ' ' && street[at] !== ',') continue;
    const first = street.slice(0, at).replace(/[,\s]+$/, '');
    const second = street.slice(at).replace(/^[,\s]+/, '');
    if (first.length > 0 && first.length <= ADDRESS_LINE && second.length >= 3 && second.length <= ADDRESS_LINE)
      return [first, second];
  }
  const cut = Math.min(ADDRESS_LINE, street.length - 3);
  return [street.slice(0, cut), street.slice(cut)];
}

// The locality: the address's last comma-separated part without the PIN, when it fits the schema
// (3-50 characters); else the GSTIN's state, else the country.
function locationOf(address: string, gstin: string | null): string {
  const last = (address.split(',').at(-1) ?? '').replace(/\b\d{6}\b/, '').replace(/^[\s-]+|[\s-]+$/g, '');
  if (last.length >= LOCATION_LENGTH.min && last.length <= LOCATION_LENGTH.max) return last;
  return (gstin && stateName(gstinStateCode(gstin))) || 'India';
}

function party(p: EInvoiceParty) {
  const address = (p.address ?? '').trim();
  const pin = pinOfAddress(address);
  const street = address.replace(/\s*-?\s*\b\d{6}\b/, '').replace(/[,\s-]+$/, '');
  const location = locationOf(address, p.gstin);
  const [addr1, addr2] = addressLines(street || location);
  const email = p.email && p.email.length >= 6 && p.email.length <= 100 && NIC_EMAIL.test(p.email) ? p.email : null;
  return {
    // Absent for a seller without a GSTIN: the schema then names SellerDtls.Gstin as missing.
    ...(p.gstin ? { Gstin: p.gstin } : {}),
    LglNm: p.legalName,
    Addr1: addr1,
    ...(addr2 ? { Addr2: addr2 } : {}),
    Loc: location,
    ...(pin ? { Pin: Number(pin) } : {}),
    Stcd: p.gstin ? gstinStateCode(p.gstin) : '96',
    ...(p.phone ? { Ph: p.phone.replace(/\D/g, '').slice(-10) } : {}),
    ...(email ? { Em: email } : {}),
  };
}

/** A document line with what its e-invoice line needs beyond the tax rule: the unit and the rate. */
interface EInvoiceLine extends GstLine {
  /** The unit id of the agreement item ('' when not known). */
  unit: string;
  /** The rate per unit agreed and invoiced. */
  rate: string;
}

const invoiceLines = (invoice: InvoiceView, supply: GstDocumentView['supplyType']): EInvoiceLine[] =>
  invoice.itemList.map((l) => ({
    ...gstLine(
      {
        hsnSac: l.itemHsnCsnUin,
        title: l.itemTitle,
        taxPercent: l.itemTax,
        quantity: l.itemQuantityDelivered,
        taxable: l.taxableAmount,
      },
      supply,
    ),
    unit: l.itemUnit ?? '',
    rate: l.itemProposedRate,
  }));

const sameLine = (a: TaxedLine, b: TaxedLine) =>
  a.hsnSac === b.hsnSac && a.title === b.title && decimalsEqual(a.taxPercent, b.taxPercent);

/**
 * The credit note's lines with the invoice line each credits. A credit note's lines follow its
 * note's, which follow the invoice's, leaving out lines settled in full: each is matched to the next
 * invoice line with the same code, title and rate.
 */
function creditLines(invoice: InvoiceView, billed: readonly EInvoiceLine[]): EInvoiceLine[] {
  let next = 0;
  return invoice.creditNote!.lines.map((line) => {
    const at = billed.findIndex((b, i) => i >= next && sameLine(b, line));
    const source = at >= 0 ? billed[at]! : undefined;
    if (at >= 0) next = at + 1;
    return { ...line, unit: source?.unit ?? '', rate: source?.rate ?? line.taxable };
  });
}

/**
 * The quantity, unit and price of a line. An invoice line is its quantity at the agreed rate. A
 * credit line credits its quantity at what it takes off per unit (the agreed rate for returned or
 * defective units); a credit of value alone (a penalty or a lower agreed rate, no units) is one
 * lump of its amount (1 OTH).
 */
function quantityAndPrice(line: EInvoiceLine, type: 'INV' | 'CRN') {
  const unit = UNIT_UQC[line.unit] ?? (line.unit || 'OTH');
  if (type === 'INV') return { Qty: num(line.quantity), Unit: unit, UnitPrice: num(line.rate) };
  if (compareDecimals(line.quantity, 0) <= 0) return { Qty: 1, Unit: 'OTH', UnitPrice: num(line.taxable) };
  const atRate = decimalsEqual(lineAmounts(line.quantity, line.rate, 0).net, line.taxable);
  return {
    Qty: num(line.quantity),
    Unit: unit,
    UnitPrice: num(atRate ? line.rate : divideDecimals(line.taxable, line.quantity)),
  };
}

function itemList(lines: readonly EInvoiceLine[], type: 'INV' | 'CRN') {
  return lines.map((line, i) => ({
    SlNo: String(i + 1),
    PrdDesc: line.title,
    IsServc: isServiceCode(line.hsnSac) ? 'Y' : 'N',
    HsnCd: line.hsnSac,
    ...quantityAndPrice(line, type),
    TotAmt: num(line.taxable),
    Discount: 0,
    AssAmt: num(line.taxable),
    GstRt: num(line.taxPercent),
    IgstAmt: num(line.igst),
    CgstAmt: num(line.cgst),
    SgstAmt: num(line.sgst),
    TotItemVal: num(line.total),
  }));
}

function documentOf(invoice: InvoiceView, type: 'INV' | 'CRN') {
  const taxInvoice = invoice.taxInvoice!;
  const doc: GstDocumentView = type === 'INV' ? taxInvoice : invoice.creditNote!;
  const billed = invoiceLines(invoice, taxInvoice.supplyType);
  return { doc, lines: type === 'INV' ? billed : creditLines(invoice, billed) };
}

/** The e-invoice JSON of an invoice's tax invoice (`INV`) or its credit note (`CRN`). */
export function eInvoiceJson(
  invoice: InvoiceView,
  type: 'INV' | 'CRN',
  seller: EInvoiceParty,
  buyer: EInvoiceParty,
): Record<string, unknown> {
  const { doc, lines } = documentOf(invoice, type);
  const total = sumAmounts([
    doc.totals.taxable,
    doc.totals.cgst,
    doc.totals.sgst,
    doc.totals.igst,
    doc.totals.roundOff,
  ]);
  const payment = invoice.txnNote?.notePayment;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: type, No: doc.number, Dt: ddmmyyyy(doc.issuedOn) },
    SellerDtls: party(seller),
    BuyerDtls: { ...party(buyer), Pos: doc.placeOfSupply ?? '96' },
    ItemList: itemList(lines, type),
    ValDtls: {
      AssVal: num(doc.totals.taxable),
      CgstVal: num(doc.totals.cgst),
      SgstVal: num(doc.totals.sgst),
      IgstVal: num(doc.totals.igst),
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: num(doc.totals.roundOff),
      TotInvVal: num(total),
    },
    // A credit note's own amounts: nothing of it is paid yet and all of it is due to the buyer.
    PayDtls:
      type === 'INV'
        ? {
            Nm: seller.legalName,
            PaidAmt: num(payment?.totalPaidAmount ?? '0'),
            PaymtDue: num(payment?.outstandingAmount ?? total),
          }
        : { Nm: seller.legalName, PaidAmt: 0, PaymtDue: num(total) },
    ...(type === 'CRN'
      ? {
          RefDtls: {
            PrecDocDtls: [{ InvNo: invoice.taxInvoice!.number, InvDt: ddmmyyyy(invoice.taxInvoice!.issuedOn) }],
          },
        }
      : {}),
  };
}

/** A line's field an e-invoice cannot carry as it stands, with a plain message. */
export interface LineProblem {
  field: 'HsnCd' | 'PrdDesc' | 'Unit';
  message: string;
}

/**
 * What an invoice line cannot go on an e-invoice with: a code the HSN/SAC rules (and, on the server,
 * the master) refuse, a title no product description can be, a unit without a GST UQC. Items
 * entered before these rules are flagged with them.
 */
export function eInvoiceLineProblems(line: { hsnSac: string; title: string; unit?: string }): LineProblem[] {
  const code = line.hsnSac === '' ? 'No HSN/SAC code: a GST invoice line needs one.' : hsnSacProblem(line.hsnSac);
  const title = itemTitleProblem(line.title);
  const unit = line.unit && !UNIT_UQC[line.unit] ? 'The unit is not one of the GST units (UQC).' : null;
  return [
    ...(code ? [{ field: 'HsnCd' as const, message: code }] : []),
    ...(title ? [{ field: 'PrdDesc' as const, message: title }] : []),
    ...(unit ? [{ field: 'Unit' as const, message: unit }] : []),
  ];
}

function partyPinProblem(field: 'SellerDtls' | 'BuyerDtls', p: EInvoiceParty): EInvoiceProblem[] {
  const pin = pinOfAddress(p.address);
  if (!pin || !p.gstin || !isValidGstin(p.gstin) || pinInState(pin, gstinStateCode(p.gstin))) return [];
  return [{ field: `${field}.Pin`, message: `The PIN code ${pin} is not in the state of the GSTIN ${p.gstin}.` }];
}

/** What the e-invoice of the document cannot be served with beyond its JSON schema (see {@link eInvoiceLineProblems}). */
export function eInvoiceProblems(
  invoice: InvoiceView,
  type: 'INV' | 'CRN',
  seller: EInvoiceParty,
  buyer: EInvoiceParty,
): EInvoiceProblem[] {
  const { lines } = documentOf(invoice, type);
  const lineProblems = lines.flatMap((line, i) =>
    eInvoiceLineProblems(line).map(({ field, message }) => ({ field: `ItemList[${i}].${field}`, message })),
  );
  return [...partyPinProblem('SellerDtls', seller), ...partyPinProblem('BuyerDtls', buyer), ...lineProblems];
}
