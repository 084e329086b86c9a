// Settlement rules: the liquidated-damages penalty, what a transaction note settles for line by
// line, the credit note for the difference and the share of the advance a note takes off. Pure and
// exact (decimal.js through money.ts); the tax rule of a line is in gst.rules.ts.
import { Decimal } from 'decimal.js';
import { gstLine, lineTax, type GstLine, type SupplyType } from './gst.rules.js';
import {
  compareDecimals,
  minAmount,
  proportionOf,
  subtractAmounts,
  sumAmounts,
  toAmount,
  type Rupees,
} from './money.js';

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

/** A line as the invoice billed it, priced by the tax rule. */
export function invoicedLine(line: SettlementLineInput, supply: SupplyType): GstLine {
  const { net, cgst, sgst, igst, tax, total } = lineTax(
    line.invoicedQuantity,
    line.invoicedRate,
    line.taxPercent,
    supply,
  );
  return { ...describe(line), quantity: line.invoicedQuantity, taxable: net, cgst, sgst, igst, tax, total };
}

const describe = ({ hsnSac, title, taxPercent }: SettlementLineInput) => ({ hsnSac, title, taxPercent });

/** A line of a note: as billed, as settled, and the credit note line for the difference (if any). */
interface LineSettlement {
  billed: GstLine;
  settled: GstLine;
  credit: GstLine | null;
}

/**
 * One line's settlement. The settled taxable value is (delivered − defected) × the agreed rate less
 * the penalty percent, rounded half-up to the paisa. When that is below the billed taxable value
 * the difference goes on the credit note, taxed by the tax rule like any GST document line, and the
 * line settles for the billed amounts less the credited ones: so invoice − credit note is exactly
 * what the note settles for, and both documents follow the one rule.
 */
function settle(line: SettlementLineInput, penaltyPercent: string, supply: SupplyType): LineSettlement {
  const billed = invoicedLine(line, supply);
  const quantity = new D(line.deliveredCount).minus(line.defectedCount);
  const rate = new D(line.agreedRate).times(new D(100).minus(penaltyPercent)).div(100);
  const taxable = toAmount(quantity.times(rate));
  const described = { ...describe(line), quantity: quantity.toString(), taxable };
  const credited = subtractAmounts(billed.taxable, taxable);
  if (compareDecimals(credited, 0) <= 0) return { billed, settled: gstLine(described, supply), credit: null };
  const credit = gstLine(
    { ...describe(line), quantity: new D(billed.quantity).minus(quantity).toString(), taxable: credited },
    supply,
  );
  const less = (pick: 'cgst' | 'sgst' | 'igst' | 'tax' | 'total') => subtractAmounts(billed[pick], credit[pick]);
  const settled = {
    ...described,
    cgst: less('cgst'),
    sgst: less('sgst'),
    igst: less('igst'),
    tax: less('tax'),
    total: less('total'),
  };
  return { billed, settled, credit };
}

/** What one line settles for (see {@link settle}): its taxable value, tax and total. */
export const settledLine = (line: SettlementLineInput, penaltyPercent: string, supply: SupplyType): GstLine =>
  settle(line, penaltyPercent, supply).settled;

/** A note's settled total: the sum of its settled lines. */
export const settledTotal = (
  lines: readonly SettlementLineInput[],
  penaltyPercent: string,
  supply: SupplyType,
): Rupees => sumAmounts(lines.map((l) => settledLine(l, penaltyPercent, supply).total));

/**
 * The credit note lines for a note that settles for less than its invoice: per line, the billed
 * taxable value less the settled one, taxed by the tax rule. Lines that settle in full are left
 * out; an empty list means no credit note is due.
 */
export function creditNoteLines(
  lines: readonly SettlementLineInput[],
  penaltyPercent: string,
  supply: SupplyType,
): GstLine[] {
  return lines.flatMap((line) => settle(line, penaltyPercent, supply).credit ?? []);
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
