// One calendar month on from `from` (UTC), the day clamped to the month's last: 31 Jan -> 28/29 Feb.
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

// The first instant of the calendar month (UTC) holding `at`.
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

// Rupees with two decimals from exact paise: 19900 -> "199.00".
export function rupeesOf(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

// Exact paise of a two-decimal rupee amount: "1178.82" -> 117882.
export function paiseOf(rupees: string): number {
  const [whole, fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

// The monthly cycle of a subscription that holds `now`: allowances reset each month of a longer period.
export function cycleStart(periodStart: Date, now: Date): Date {
  let start = periodStart;
  for (let next = addMonth(start); next <= now; next = addMonth(start)) start = next;
  return start;
}

// A date as Indian users read it: "23 December 2026" (IST).
export const indianDate = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
