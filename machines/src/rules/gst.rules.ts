// GST tax-invoice rules: the financial year and document numbers, the supply type, the tax rule of
// a line (taxable value, CGST/SGST or IGST), the totals of a document and the HSN summary. Pure and
// exact (decimal.js). What a transaction note settles for is in settlement.rules.ts.
import { Decimal } from 'decimal.js';
import { gstinStateCode } from './india.js';
import { sumAmounts, type DecimalString, type Rupees } from './money.js';

/** The financial year (April to March) of an ISO date, as the two-digit pair "26-27". */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.slice(0, 7).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Document series: tax invoices and credit notes are numbered separately. */
export type GstDocumentSeries = 'INV' | 'CRN';
const SERIES_PREFIX: Record<GstDocumentSeries, string> = { INV: 'SV', CRN: 'CN' };

/**
 * Whose series a GST document is numbered in (Rule 46(b): one series per GSTIN and financial year,
 * whoever issues the document): `GSTIN:<the seller's GSTIN>`, or for a seller without a GSTIN
 * `ACCOUNT:<the seller's account id>`. The series type and the financial year complete the key.
 */
export const gstSeriesKey = (sellerGstin: string | null, sellerAccountId: string): string =>
  sellerGstin ? `GSTIN:${sellerGstin.toUpperCase()}` : `ACCOUNT:${sellerAccountId}`;

/** The most documents one seller can number in one series and year with six digits. */
export const MAX_DOCUMENT_SEQUENCE = 999_999;

/**
 * A GST document number: `SV/26-27/000123` for invoices, `CN/26-27/000007` for credit notes.
 * 15 characters, within the 16 the GST rules allow; gapless per {@link gstSeriesKey}, series and year.
 */
export function gstDocumentNumber(series: GstDocumentSeries, financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_DOCUMENT_SEQUENCE)
    throw new RangeError(`A document sequence must be 1 to ${MAX_DOCUMENT_SEQUENCE}.`);
  return `${SERIES_PREFIX[series]}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

/** Intra-state supply (CGST + SGST) when both GSTINs share a state code, else inter-state (IGST). */
export type SupplyType = 'INTRA' | 'INTER';
export function supplyTypeOf(sellerGstin: string | null, buyerGstin: string | null): SupplyType {
  return !!sellerGstin && !!buyerGstin && gstinStateCode(sellerGstin) === gstinStateCode(buyerGstin)
    ? 'INTRA'
    : 'INTER';
}

/** The parties and place of supply a document was numbered under (placeOfSupply absent on old events). */
export interface NumberedSupply {
  sellerGstin: string | null;
  buyerGstin: string | null;
  placeOfSupply?: string | null;
}

/**
 * The place of supply's State code of a numbered document: as recorded at numbering, else (numbered
 * before it was recorded) the buyer's GSTIN's State, null without one.
 */
export const documentPlaceOfSupply = (tax: NumberedSupply): string | null =>
  tax.placeOfSupply !== undefined ? tax.placeOfSupply : tax.buyerGstin ? gstinStateCode(tax.buyerGstin) : null;

/**
 * The supply type of a numbered document: intra-state when its place of supply is the seller's
 * GSTIN's State (so a B2C supply within the seller's State takes CGST + SGST). Documents numbered
 * before the place was recorded keep {@link supplyTypeOf} of their GSTINs, and so their figures.
 */
export function documentSupplyOf(tax: NumberedSupply): SupplyType {
  if (tax.placeOfSupply === undefined) return supplyTypeOf(tax.sellerGstin, tax.buyerGstin);
  return !!tax.sellerGstin && tax.placeOfSupply === gstinStateCode(tax.sellerGstin) ? 'INTRA' : 'INTER';
}

/**
 * The supply type of amounts priced before an invoice fixes both GSTINs (contract values, drafts,
 * the amount an invoice is published at): inter-state, as {@link supplyTypeOf} answers without
 * both GSTINs. The same line within a state can differ by a paisa (two halves rounded, not one tax).
 */
export const SUPPLY_BEFORE_NUMBERING: SupplyType = 'INTER';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Numeric = DecimalString | number | Decimal;
const toPaisa = (value: Decimal): Decimal => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The GST heads of one line: CGST and SGST within a state, IGST across states. */
export interface TaxHeads {
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
}

/**
 * The tax on a line's taxable value (docs/api.md "The tax rule"). Inter-state: IGST = taxable ×
 * rate, half-up to the paisa. Intra-state: CGST and SGST are separate taxes, each taxable × rate ÷ 2
 * rounded half-up, so they are always equal.
 */
export function taxHeads(taxable: Numeric, taxPercent: Numeric, supply: SupplyType): TaxHeads {
  if (supply === 'INTRA') {
    const half = toPaisa(new D(taxable).times(taxPercent).div(200)).toFixed(2);
    return { cgst: half, sgst: half, igst: '0.00' };
  }
  return { cgst: '0.00', sgst: '0.00', igst: toPaisa(new D(taxable).times(taxPercent).div(100)).toFixed(2) };
}

/** One line's net (taxable) amount, its tax and their total, in rupees. */
export interface LineAmounts {
  net: Rupees;
  tax: Rupees;
  total: Rupees;
}

/** One line priced by the tax rule: {@link LineAmounts} with the GST heads the tax is the sum of. */
export interface LineTax extends LineAmounts, TaxHeads {}

const amountsOf = (net: Decimal, taxPercent: Numeric, supply: SupplyType): LineTax => {
  const heads = taxHeads(net, taxPercent, supply);
  const tax = new D(heads.cgst).plus(heads.sgst).plus(heads.igst);
  return { net: net.toFixed(2), ...heads, tax: tax.toFixed(2), total: net.plus(tax).toFixed(2) };
};

/**
 * The tax rule for one line: taxable = quantity × rate − discount, rounded half-up to the paisa;
 * the tax is {@link taxHeads} of that taxable value and the total their sum. Without a known supply
 * the line is priced {@link SUPPLY_BEFORE_NUMBERING}.
 */
export function lineTax(
  quantity: Numeric,
  rate: Numeric,
  taxPercent: Numeric,
  supply: SupplyType = SUPPLY_BEFORE_NUMBERING,
  discount: Numeric = 0,
): LineTax {
  return amountsOf(toPaisa(new D(quantity).times(rate).minus(discount)), taxPercent, supply);
}

/** A line's net, tax and total by the tax rule (see {@link lineTax}, which adds the GST heads). */
export function lineAmounts(
  quantity: Numeric,
  rate: Numeric,
  taxPercent: Numeric,
  supply: SupplyType = SUPPLY_BEFORE_NUMBERING,
): LineAmounts {
  const { net, tax, total } = lineTax(quantity, rate, taxPercent, supply);
  return { net, tax, total };
}

/** The line total alone (see {@link lineTax}). */
export const lineAmount = (
  quantity: Numeric,
  rate: Numeric,
  taxPercent: Numeric,
  supply: SupplyType = SUPPLY_BEFORE_NUMBERING,
): Rupees => lineTax(quantity, rate, taxPercent, supply).total;

/** A priced line: quantity × rate with a tax percent. */
export interface PricedLine {
  quantity: Numeric;
  rate: Numeric;
  taxPercent: Numeric;
}

/** Sums several lines (mixed tax rates allowed), each priced by {@link lineTax}. */
export function totalsOf(lines: readonly PricedLine[], supply: SupplyType = SUPPLY_BEFORE_NUMBERING): LineTax {
  const each = lines.map((l) => lineTax(l.quantity, l.rate, l.taxPercent, supply));
  const sum = (pick: (l: LineTax) => Rupees) => sumAmounts(each.map(pick));
  return {
    net: sum((l) => l.net),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    tax: sum((l) => l.tax),
    total: sum((l) => l.total),
  };
}

/** Taxable value, tax and total of one line of a GST document (as a credit note's event records it). */
export interface TaxedLine {
  hsnSac: string;
  title: string;
  taxPercent: string;
  quantity: string;
  taxable: Rupees;
  tax: Rupees;
  total: Rupees;
}

/** A document line with its GST heads. */
export interface GstLine extends TaxedLine, TaxHeads {}

/** A document line priced by the tax rule from its taxable value: heads, tax and total. */
export function gstLine(line: Omit<TaxedLine, 'tax' | 'total'>, supply: SupplyType): GstLine {
  const { net, cgst, sgst, igst, tax, total } = amountsOf(new D(line.taxable), line.taxPercent, supply);
  return {
    hsnSac: line.hsnSac,
    title: line.title,
    taxPercent: line.taxPercent,
    quantity: line.quantity,
    taxable: net,
    cgst,
    sgst,
    igst,
    tax,
    total,
  };
}

/** The line as a credit note's event records it (without the heads, which follow from the rule). */
export const taxedLine = ({ hsnSac, title, taxPercent, quantity, taxable, tax, total }: TaxedLine): TaxedLine => ({
  hsnSac,
  title,
  taxPercent,
  quantity,
  taxable,
  tax,
  total,
});

/** Taxable value, GST heads and total of some lines. */
export interface TaxTotals extends TaxHeads {
  taxable: Rupees;
  total: Rupees;
}

/** Totals of a GST document. */
export interface DocumentTotals extends TaxTotals {
  /**
   * What rounds the total (shown on the document and as RndOffAmt). Totals are not rounded to the
   * rupee, so it is 0.00: the total is exactly the sum of the lines.
   */
  roundOff: Rupees;
}

const sumLines = (lines: readonly TaxedLine[], supply: SupplyType): TaxTotals => {
  const priced = lines.map((l) => gstLine(l, supply));
  const sum = (pick: (l: GstLine) => Rupees) => sumAmounts(priced.map(pick));
  return {
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.total),
  };
};

/**
 * The totals of a GST document: the sums of its lines, each priced by the tax rule from its
 * taxable value (so a line recorded under an older rounding is shown by today's).
 */
export function documentTotals(lines: readonly TaxedLine[], supply: SupplyType): DocumentTotals {
  return { ...sumLines(lines, supply), roundOff: '0.00' };
}

/** One row of the HSN summary: lines grouped by HSN/SAC code and tax rate. */
export interface HsnSummaryRow extends TaxTotals {
  hsnSac: string;
  taxPercent: string;
  quantity: string;
}

/** The HSN/SAC-wise summary a tax invoice carries, in order of first appearance. */
export function hsnSummary(lines: readonly TaxedLine[], supply: SupplyType): HsnSummaryRow[] {
  const groups = new Map<string, TaxedLine[]>();
  for (const line of lines) {
    const key = `${line.hsnSac}|${new D(line.taxPercent).toString()}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()].map((group) => ({
    hsnSac: group[0]!.hsnSac,
    taxPercent: new D(group[0]!.taxPercent).toString(),
    quantity: group.reduce((sum, l) => sum.plus(l.quantity), new D(0)).toString(),
    ...sumLines(group, supply),
  }));
}
