// GSTR-1 (the return of outward supplies) of one GSTIN for one month, in the JSON the GST offline
// tool imports: B2B invoices (table 4), large inter-state invoices to buyers without a GSTIN (B2CL,
// table 5), the other B2C supplies summed per place and rate (B2CS, table 7), credit notes to
// registered buyers (CDNR, table 9B) and on B2CL invoices (CDNUR) and the HSN summary (table 12).
// Every figure is the documents' own, from the tax rule of gst.rules.ts: a document's value is its
// total and its items are its lines summed per tax rate.
import { z } from 'zod';
import type { CreditNoteView, GstDocumentView, InvoiceItemView, InvoiceView } from '../deciders/execution.views.js';
import { uqcOfUnit } from './fields.js';
import type { GstLine } from './gst.rules.js';
import { isServiceCode } from './india.js';
import {
  addDecimals,
  canonicalDecimal,
  compareDecimals,
  subtractAmounts,
  subtractDecimals,
  sumAmounts,
  type DecimalString,
  type Rupees,
} from './money.js';

/** The offline tool's schema version the file declares. */
export const GSTR1_VERSION = 'GST3.2.1';

/** The return period's message: a month written MMYYYY. */
export const GSTR1_PERIOD_MESSAGE = 'Give the return period as MMYYYY, a month from July 2017 on (e.g. 112026).';

/** A return period, MMYYYY, from July 2017 (when GST began) to December 2099. */
export const Gstr1Period = z
  .string({ error: GSTR1_PERIOD_MESSAGE })
  .trim()
  .regex(/^(0[1-9]|1[0-2])20\d\d$/, { error: GSTR1_PERIOD_MESSAGE })
  .refine((period) => period.slice(2) + period.slice(0, 2) >= '201707', { error: GSTR1_PERIOD_MESSAGE });

/** The calendar month of a period as "YYYY-MM", the prefix of the ISO dates issued in it. */
export const periodMonth = (period: string): string => `${period.slice(2)}-${period.slice(0, 2)}`;

// From the May 2025 period the HSN summary has a tab for supplies to registered buyers and one for
// the others (GSTN advisory on table 12); earlier periods file one list.
const SPLIT_HSN_FROM = '2025-05';

/** Tax of one rate within a document: `num` is its serial in the document. */
export interface Gstr1Item {
  num: number;
  itm_det: { rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: number };
}

export interface Gstr1Invoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1Note {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** A B2CL invoice: filed one by one under its place of supply. */
export interface Gstr1B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Gstr1Item[];
}

/** A B2CS row: the month's other B2C supplies (credit notes netted) of one supply type, place and rate. */
export interface Gstr1B2csRow {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

/** A credit note on a B2CL invoice. */
export interface Gstr1UnregisteredNote {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Gstr1Item[];
}

/** The offline tool's GSTR-1 file. */
export interface Gstr1Json {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b: { ctin: string; inv: Gstr1Invoice[] }[];
  b2cl: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs: Gstr1B2csRow[];
  cdnr: { ctin: string; nt: Gstr1Note[] }[];
  cdnur: Gstr1UnregisteredNote[];
  hsn: { data: Gstr1HsnRow[] } | { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
}

const num = (amount: DecimalString): number => Number(amount);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** One line of a document as GSTR-1 counts it: its code, unit, rate and amounts (negative on a credit note). */
interface ReturnLine {
  hsnSac: string;
  title: string;
  uqc: string;
  quantity: DecimalString;
  taxPercent: DecimalString;
  taxable: Rupees;
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
}

const invoiceLine = (item: InvoiceItemView): ReturnLine => ({
  hsnSac: item.itemHsnCsnUin,
  title: item.itemTitle,
  uqc: uqcOfUnit(item.itemUnit),
  quantity: item.itemQuantityDelivered,
  taxPercent: item.itemTax,
  taxable: item.taxableAmount,
  cgst: item.cgstAmount,
  sgst: item.sgstAmount,
  igst: item.igstAmount,
});

// A credit note line names no item: its unit is that of the invoice line it credits (same code,
// title and rate).
const creditLine = (line: GstLine, invoice: InvoiceView): ReturnLine => {
  const credited = invoice.itemList.find(
    (item) =>
      item.itemHsnCsnUin === line.hsnSac &&
      item.itemTitle === line.title &&
      canonicalDecimal(item.itemTax) === canonicalDecimal(line.taxPercent),
  );
  return { ...line, uqc: uqcOfUnit(credited?.itemUnit ?? '') };
};

const negated = (line: ReturnLine): ReturnLine => ({
  ...line,
  quantity: subtractDecimals(0, line.quantity),
  taxable: subtractAmounts(0, line.taxable),
  cgst: subtractAmounts(0, line.cgst),
  sgst: subtractAmounts(0, line.sgst),
  igst: subtractAmounts(0, line.igst),
});

const sums = (lines: readonly ReturnLine[]) => ({
  taxable: sumAmounts(lines.map((l) => l.taxable)),
  cgst: sumAmounts(lines.map((l) => l.cgst)),
  sgst: sumAmounts(lines.map((l) => l.sgst)),
  igst: sumAmounts(lines.map((l) => l.igst)),
});

const groupBy = <T>(items: readonly T[], key: (item: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
};

// Only the heads of a supply type are written: CGST and SGST within a State, IGST across.
const headsOf = (supply: GstDocumentView['supplyType'], s: ReturnType<typeof sums>) =>
  supply === 'INTRA' ? { camt: num(s.cgst), samt: num(s.sgst) } : { iamt: num(s.igst) };

// A document's lines summed per tax rate.
const itemsOf = (lines: readonly ReturnLine[], doc: GstDocumentView): Gstr1Item[] =>
  groupBy(lines, (l) => canonicalDecimal(l.taxPercent)).map((group, i) => {
    const s = sums(group);
    const rate = Number(group[0]!.taxPercent);
    return { num: i + 1, itm_det: { rt: rate, txval: num(s.taxable), ...headsOf(doc.supplyType, s), csamt: 0 } };
  });

const byRecipient = <T>(docs: readonly { ctin: string; doc: T }[]): { ctin: string; docs: T[] }[] =>
  groupBy(docs, (d) => d.ctin).map((group) => ({ ctin: group[0]!.ctin, docs: group.map((d) => d.doc) }));

// HSN summary rows: lines grouped by code, unit and rate; services carry UQC NA and no quantity.
function hsnRows(lines: readonly ReturnLine[]): Gstr1HsnRow[] {
  return groupBy(lines, (l) => `${l.hsnSac}|${l.uqc}|${canonicalDecimal(l.taxPercent)}`).map((group, i) => {
    const first = group[0]!;
    const service = isServiceCode(first.hsnSac);
    const s = sums(group);
    return {
      num: i + 1,
      hsn_sc: first.hsnSac,
      desc: first.title.slice(0, 30),
      uqc: service ? 'NA' : first.uqc,
      qty: service ? 0 : Number(group.reduce((total, l) => addDecimals(total, l.quantity), '0')),
      rt: Number(first.taxPercent),
      txval: num(s.taxable),
      iamt: num(s.igst),
      camt: num(s.cgst),
      samt: num(s.sgst),
      csamt: 0,
    };
  });
}

/** A document of the period as the return files it. */
interface Filed<D extends GstDocumentView> {
  doc: D;
  invoice: InvoiceView;
  lines: ReturnLine[];
}

/**
 * The value above which an inter-state B2C invoice is filed on its own in B2CL (CGST Rule
 * 59(4)(a)(ii)): ₹1,00,000 for invoices from 1 August 2024 (notification 12/2024-CT), ₹2,50,000 before.
 */
export const b2clThreshold = (issuedOn: string): Rupees => (issuedOn >= '2024-08-01' ? '100000.00' : '250000.00');

/** True for a B2CL invoice: to a buyer without a GSTIN, inter-state, above {@link b2clThreshold}. */
export const isB2clInvoice = (doc: GstDocumentView): boolean =>
  !doc.buyerGstin && doc.supplyType === 'INTER' && compareDecimals(doc.totals.total, b2clThreshold(doc.issuedOn)) > 0;

/**
 * The documents of `invoices` that GSTR-1 of `gstin` for `period` files: tax invoices and credit
 * notes issued in that month under that GSTIN with a place of supply, in number order. B2C
 * documents numbered before the place of supply was recorded have none: they are left out.
 */
export function gstr1Documents(gstin: string, period: string, invoices: readonly InvoiceView[]) {
  const month = periodMonth(period);
  const files = (doc: GstDocumentView | null): doc is GstDocumentView =>
    !!doc &&
    doc.sellerGstin?.toUpperCase() === gstin.toUpperCase() &&
    !!doc.placeOfSupply &&
    doc.issuedOn.startsWith(month);
  const byNumber = (a: { doc: GstDocumentView }, b: { doc: GstDocumentView }) =>
    a.doc.number.localeCompare(b.doc.number);
  const taxInvoices: Filed<GstDocumentView>[] = invoices
    .filter((invoice) => files(invoice.taxInvoice))
    .map((invoice) => ({ doc: invoice.taxInvoice!, invoice, lines: invoice.itemList.map(invoiceLine) }))
    .sort(byNumber);
  const creditNotes: Filed<CreditNoteView>[] = invoices
    .filter((invoice) => files(invoice.creditNote))
    .map((invoice) => ({
      doc: invoice.creditNote!,
      invoice,
      lines: invoice.creditNote!.lines.map((line) => creditLine(line, invoice)),
    }))
    .sort(byNumber);
  return { taxInvoices, creditNotes };
}

// B2C lines of a supply type and place summed per rate: the B2CS rows.
function b2csRows(docs: readonly { doc: GstDocumentView; lines: ReturnLine[] }[]): Gstr1B2csRow[] {
  const lines = docs.flatMap(({ doc, lines }) => lines.map((line) => ({ doc, line })));
  const key = ({ doc, line }: (typeof lines)[number]) =>
    `${doc.supplyType}|${doc.placeOfSupply}|${canonicalDecimal(line.taxPercent)}`;
  return groupBy(lines, key).map((group) => {
    const { doc, line } = group[0]!;
    const s = sums(group.map((g) => g.line));
    return {
      sply_ty: doc.supplyType,
      pos: doc.placeOfSupply!,
      typ: 'OE' as const,
      rt: Number(line.taxPercent),
      txval: num(s.taxable),
      ...headsOf(doc.supplyType, s),
      csamt: 0,
    };
  });
}

const b2bInvoice = ({ doc, lines }: Filed<GstDocumentView>): Gstr1Invoice => ({
  inum: doc.number,
  idt: ddmmyyyy(doc.issuedOn),
  val: num(doc.totals.total),
  pos: doc.placeOfSupply!,
  rchrg: 'N',
  inv_typ: 'R',
  itms: itemsOf(lines, doc),
});

const b2bNote = ({ doc, lines }: Filed<CreditNoteView>): Gstr1Note => ({
  ntty: 'C',
  nt_num: doc.number,
  nt_dt: ddmmyyyy(doc.issuedOn),
  val: num(doc.totals.total),
  pos: doc.placeOfSupply!,
  rchrg: 'N',
  inv_typ: 'R',
  itms: itemsOf(lines, doc),
});

const b2clInvoice = ({ doc, lines }: Filed<GstDocumentView>): Gstr1B2clInvoice => ({
  inum: doc.number,
  idt: ddmmyyyy(doc.issuedOn),
  val: num(doc.totals.total),
  itms: itemsOf(lines, doc),
});

const unregisteredNote = ({ doc, lines }: Filed<CreditNoteView>): Gstr1UnregisteredNote => ({
  typ: 'B2CL',
  ntty: 'C',
  nt_num: doc.number,
  nt_dt: ddmmyyyy(doc.issuedOn),
  val: num(doc.totals.total),
  pos: doc.placeOfSupply!,
  itms: itemsOf(lines, doc),
});

const registered = ({ doc }: { doc: GstDocumentView }) => !!doc.buyerGstin;
// A credit note is B2CL's (CDNUR) when its invoice is; other B2C notes net into B2CS.
const onB2cl = ({ invoice }: { invoice: InvoiceView }) => isB2clInvoice(invoice.taxInvoice!);
const netLines = (docs: readonly Filed<GstDocumentView>[], notes: readonly Filed<CreditNoteView>[]) => [
  ...docs.flatMap((d) => d.lines),
  ...notes.flatMap((d) => d.lines.map(negated)),
];

/** GSTR-1 of `gstin` for `period` (MMYYYY) from the seller's invoices (see {@link gstr1Documents}). */
export function gstr1Json(gstin: string, period: string, invoices: readonly InvoiceView[]): Gstr1Json {
  const { taxInvoices, creditNotes } = gstr1Documents(gstin, period, invoices);
  const [b2bDocs, b2cDocs] = [taxInvoices.filter(registered), taxInvoices.filter((d) => !registered(d))];
  const [b2bNotes, b2cNotes] = [creditNotes.filter(registered), creditNotes.filter((d) => !registered(d))];
  const b2b = byRecipient(b2bDocs.map((d) => ({ ctin: d.doc.buyerGstin!, doc: b2bInvoice(d) }))).map(
    ({ ctin, docs }) => ({ ctin, inv: docs }),
  );
  const cdnr = byRecipient(b2bNotes.map((d) => ({ ctin: d.doc.buyerGstin!, doc: b2bNote(d) }))).map(
    ({ ctin, docs }) => ({ ctin, nt: docs }),
  );
  const b2cl = groupBy(b2cDocs.filter(onB2cl), (d) => d.doc.placeOfSupply!).map((group) => ({
    pos: group[0]!.doc.placeOfSupply!,
    inv: group.map(b2clInvoice),
  }));
  const b2cs = b2csRows([
    ...b2cDocs.filter((d) => !onB2cl(d)),
    ...b2cNotes.filter((d) => !onB2cl(d)).map(({ doc, lines }) => ({ doc, lines: lines.map(negated) })),
  ]);
  // Credit notes reduce the HSN summary: it nets the month's supplies per code.
  const b2bRows = netLines(b2bDocs, b2bNotes);
  const b2cRows = netLines(b2cDocs, b2cNotes);
  return {
    gstin: gstin.toUpperCase(),
    fp: period,
    version: GSTR1_VERSION,
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur: b2cNotes.filter(onB2cl).map(unregisteredNote),
    hsn:
      periodMonth(period) >= SPLIT_HSN_FROM
        ? { hsn_b2b: hsnRows(b2bRows), hsn_b2c: hsnRows(b2cRows) }
        : { data: hsnRows([...b2bRows, ...b2cRows]) },
  };
}
