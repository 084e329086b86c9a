// GST tax-invoice rules: the financial year and document numbers, the supply type, the totals of a
// document with its tax split, and the HSN summary. Pure and exact (decimal.js through money.ts).
// What a transaction note settles for is in settlement.rules.ts.
import { Decimal } from 'decimal.js';
import { gstinStateCode } from './india.js';
import { sumAmounts, type Rupees } from './money.js';

/** The financial year (April to March) of an ISO date, as the two-digit pair "26-27". */
export function financialYearOf(isoDate: string): string {
  const [year, month] = isoDate.slice(0, 7).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Document series: tax invoices and credit notes are numbered separately. */
export type GstDocumentSeries = 'INV' | 'CRN';
const SERIES_PREFIX: Record<GstDocumentSeries, string> = { INV: 'SV', CRN: 'CN' };

/** The most documents one seller can number in one series and year with six digits. */
export const MAX_DOCUMENT_SEQUENCE = 999_999;

/**
 * A GST document number: `SV/26-27/000123` for invoices, `CN/26-27/000007` for credit notes.
 * 15 characters, within the 16 the GST rules allow; gapless per seller, series and year.
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

/** Taxable value, tax and total of one line. */
export interface TaxedLine {
  hsnSac: string;
  title: string;
  taxPercent: string;
  quantity: string;
  taxable: Rupees;
  tax: Rupees;
  total: Rupees;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Totals of a GST document, its tax split by the supply type. */
export interface DocumentTotals {
  taxable: Rupees;
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
  total: Rupees;
}

/** Splits each line's tax (CGST and SGST half each, the odd paisa to SGST; or all IGST) and sums. */
export function documentTotals(lines: readonly TaxedLine[], supply: SupplyType): DocumentTotals {
  const splits = lines.map((l) => taxSplit(l.tax, supply));
  return {
    taxable: sumAmounts(lines.map((l) => l.taxable)),
    cgst: sumAmounts(splits.map((s) => s.cgst)),
    sgst: sumAmounts(splits.map((s) => s.sgst)),
    igst: sumAmounts(splits.map((s) => s.igst)),
    total: sumAmounts(lines.map((l) => l.total)),
  };
}

/** One tax amount as CGST + SGST (intra-state) or IGST (inter-state). */
export function taxSplit(tax: Rupees, supply: SupplyType): { cgst: Rupees; sgst: Rupees; igst: Rupees } {
  if (supply === 'INTER') return { cgst: '0.00', sgst: '0.00', igst: new D(tax).toFixed(2) };
  const cgst = new D(tax).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return { cgst: cgst.toFixed(2), sgst: new D(tax).minus(cgst).toFixed(2), igst: '0.00' };
}

/** One row of the HSN summary: lines grouped by HSN/SAC code and tax rate. */
export interface HsnSummaryRow extends DocumentTotals {
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
    ...documentTotals(group, supply),
  }));
}
