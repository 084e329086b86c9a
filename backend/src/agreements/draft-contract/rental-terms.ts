// The residential rental form's dates as a contract: its length and the months of rent it covers,
// and its months of rent as advance as a payment term the draft shows.
import type { AgreementTermInput } from '@samvida/machines';

const DAY_MS = 86_400_000;

const parse = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

const addMonths = (date: Date, months: number): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

// Days from start to end, both included.
export const rentalDays = (start: string, end: string): number =>
  (parse(end).getTime() - parse(start).getTime()) / DAY_MS + 1;

// Months of rent from start to end (end included); a part month counts as a month.
export function rentalMonths(start: string, end: string): number {
  const from = parse(start);
  const until = new Date(parse(end).getTime() + DAY_MS);
  let months = (until.getUTCFullYear() - from.getUTCFullYear()) * 12 + until.getUTCMonth() - from.getUTCMonth();
  if (addMonths(from, months) > until) months -= 1;
  return addMonths(from, months) < until ? months + 1 : Math.max(months, 1);
}

// The months of rent paid as a deposit, as a payment term (none without any); the amount itself
// is the contract's deposit, shown beside it in the contract's currency.
export function depositTerms(months: number): AgreementTermInput[] {
  if (months === 0) return [];
  const TermTxt = `The tenant pays ${months} month${months === 1 ? '' : 's'} of rent in advance as a security deposit.`;
  return [{ TermTitle: 'Security deposit', TermTxt, IsPaymentTerm: true }];
}
