// Exact money. Amounts cross the API and live in events as decimal strings in rupees with two
// decimals ("1234.50"); arithmetic uses decimal.js, never binary floating point.
import { Decimal } from 'decimal.js';

/** Rupees as a canonical decimal string with exactly two decimals, e.g. "1234.50". */
export type Rupees = string;
/** Any decimal written as a string (quantities, rates, percents). */
export type DecimalString = string;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Numeric = DecimalString | number | Decimal;

const toPaisa = (value: Numeric): Decimal => new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Rounds half-up to the paisa and writes the canonical two-decimal form. */
export const toAmount = (value: Numeric): Rupees => toPaisa(value).toFixed(2);

/** The canonical string of a decimal without trailing zeros ("2.50" → "2.5"). */
export const canonicalDecimal = (value: Numeric): DecimalString => new D(value).toString();

/** Sum of amounts, exact. */
export const sumAmounts = (amounts: readonly Numeric[]): Rupees =>
  amounts.reduce<Decimal>((total, a) => total.plus(a), new D(0)).toFixed(2);

/** `a - b` for any decimals (quantities included), exact. */
export const subtractDecimals = (a: Numeric, b: Numeric): DecimalString => new D(a).minus(b).toString();

/** `a + b` for any decimals (quantities included), exact. */
export const addDecimals = (a: Numeric, b: Numeric): DecimalString => new D(a).plus(b).toString();

/** `a / b` rounded half-up to `places` decimals (unit prices). */
export const divideDecimals = (a: Numeric, b: Numeric, places = 3): DecimalString =>
  new D(a).div(b).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toString();

/** `a - b` in rupees, exact. */
export const subtractAmounts = (a: Numeric, b: Numeric): Rupees => new D(a).minus(b).toFixed(2);

/** `percent` % of `amount`, rounded half-up to the paisa. */
export const percentOf = (amount: Numeric, percent: Numeric): Rupees => toAmount(new D(amount).times(percent).div(100));

/** `amount × part ÷ whole` rounded half-up to the paisa (a pro-rata share); 0 when `whole` is 0. */
export const proportionOf = (amount: Numeric, part: Numeric, whole: Numeric): Rupees =>
  new D(whole).isZero() ? '0.00' : toAmount(new D(amount).times(part).div(whole));

/** The smallest of some amounts, in rupees. */
export const minAmount = (first: Numeric, ...rest: Numeric[]): Rupees => D.min(first, ...rest).toFixed(2);

/** -1, 0 or 1 as `a` is below, equal to or above `b` ("10" equals "10.00"). */
export const compareDecimals = (a: Numeric, b: Numeric): number => new D(a).comparedTo(b);

/** True when two decimals are numerically equal. */
export const decimalsEqual = (a: Numeric, b: Numeric): boolean => compareDecimals(a, b) === 0;

// A line's taxable value and tax (the tax rule) are in gst.rules.ts.

// Indian grouping: the last three digits, then groups of two ("1,23,45,678").
const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${digits.slice(-3)}`;
};

/** Formats rupees with the ₹ sign, Indian grouping and two decimals: `formatInr('123456') === '₹1,23,456.00'`. */
export function formatInr(value: Numeric): string {
  const amount = toPaisa(value);
  const [whole, paise] = amount.abs().toFixed(2).split('.') as [string, string];
  return `${amount.isNegative() && !amount.isZero() ? '-' : ''}₹${groupIndian(whole)}.${paise}`;
}

/** Reads loosely typed input as a decimal; anything non-numeric counts as 0 (builder rule). */
export function lenientDecimal(value: unknown): Decimal {
  if (typeof value !== 'number' && typeof value !== 'string') return new D(0);
  try {
    const d = new D(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : new D(0);
  } catch {
    return new D(0);
  }
}
