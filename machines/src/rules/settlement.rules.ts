// Settlement rules: the liquidated-damages penalty, what a transaction note settles for line by
// line, the credit note for the difference and the share of the advance a note takes off. Pure and
// exact (decimal.js through money.ts); the GST of the lines is in gst.rules.ts.
import { Decimal } from 'decimal.js';
import type { TaxedLine } from './gst.rules.js';
import { lineAmounts, minAmount, proportionOf, subtractAmounts, sumAmounts, type Rupees } from './money.js';

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

/** The figures a note's share of the advance comes from. */
export interface AdvanceDeductionInput {
  /** Advance payments the seller marked received. */
  received: Rupees;
  /** The note's invoice as billed. */
  invoiceValue: Rupees;
  contractValue: Rupees;
  /** What other notes already took off the advance. */
  takenByOthers: Rupees;
  /** What the note comes to before the advance. */
  due: Rupees;
}

/**
 * The advance a note takes off its due: received × invoice value ÷ contract value, to the paisa,
 * capped by what the other notes left of it and by the note's due.
 */
export const advanceDeduction = ({
  received,
  invoiceValue,
  contractValue,
  takenByOthers,
  due,
}: AdvanceDeductionInput): Rupees =>
  minAmount(proportionOf(received, invoiceValue, contractValue), subtractAmounts(received, takenByOthers), due);
