// GST tax-invoice rules: the financial year and document numbers, the liquidated-damages penalty,
// what a transaction note settles for line by line, the credit note for the difference and the
// HSN summary. Pure and exact (decimal.js through money.ts).
import { Decimal } from 'decimal.js';
import { gstinStateCode } from './india.js';
import { lineAmounts, sumAmounts, subtractAmounts, type Rupees } from './money.js';

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

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/**
 * The penalty percent a delivery draws: the agreed LD percent when it comes later than the agreed
 * completion date plus the LD days, else 0 (also 0 while no completion date is agreed).
 */
export function ldPenaltyPercent(
  completionDate: string | null,
  deliveredOn: string,
  ldDays: number,
  ldPercent: string,
): string {
  if (!completionDate) return '0';
  return dayNumber(deliveredOn) > dayNumber(completionDate) + ldDays ? ldPercent : '0';
}

/** A line as invoiced (quantity × rate) and as the note settles it. */
export interface SettlementLineInput {
  hsnSac: string;
  title: string;
  taxPercent: string;
  invoicedQuantity: string;
  invoicedRate: string;
  deliveredCount: string;
  defectedCount: string;
  /** The agreed note rate (the buyer's, which accepting makes both parties'). */
  agreedRate: string;
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

/**
 * What one line settles for: (delivered − defected) × agreed rate, reduced by the penalty percent,
 * plus tax (rounded half-up to the paisa once, as every line amount).
 */
export function settledLine(line: SettlementLineInput, penaltyPercent: string): TaxedLine {
  const quantity = new D(line.deliveredCount).minus(line.defectedCount);
  const rate = new D(line.agreedRate).times(new D(100).minus(penaltyPercent)).div(100);
  const { net, tax, total } = lineAmounts(quantity, rate, line.taxPercent);
  return { ...describe(line), quantity: quantity.toString(), taxable: net, tax, total };
}

/** The line as the invoice billed it. */
export function invoicedLine(line: SettlementLineInput): TaxedLine {
  const { net, tax, total } = lineAmounts(line.invoicedQuantity, line.invoicedRate, line.taxPercent);
  return { ...describe(line), quantity: line.invoicedQuantity, taxable: net, tax, total };
}

const describe = ({ hsnSac, title, taxPercent }: SettlementLineInput) => ({ hsnSac, title, taxPercent });

/** A note's settled total: the sum of its settled lines. */
export const settledTotal = (lines: readonly SettlementLineInput[], penaltyPercent: string): Rupees =>
  sumAmounts(lines.map((l) => settledLine(l, penaltyPercent).total));

/**
 * The credit note lines for a note that settles for less than its invoice: per line, the invoiced
 * taxable value and tax less the settled ones, so invoice − credit note = what the buyer pays.
 * Lines that settle in full are left out; an empty list means no credit note is due.
 */
export function creditNoteLines(lines: readonly SettlementLineInput[], penaltyPercent: string): TaxedLine[] {
  return lines
    .map((line) => {
      const billed = invoicedLine(line);
      const settled = settledLine(line, penaltyPercent);
      return {
        ...billed,
        quantity: new D(billed.quantity).minus(settled.quantity).toString(),
        taxable: subtractAmounts(billed.taxable, settled.taxable),
        tax: subtractAmounts(billed.tax, settled.tax),
        total: subtractAmounts(billed.total, settled.total),
      };
    })
    .filter((line) => new D(line.total).greaterThan(0));
}

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
