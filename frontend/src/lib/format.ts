// Display formats (DESIGN.md "Money and India"). formatInr gives the same text as the machines
// formatter (₹, Indian grouping, two decimals, half-up) through Intl, which formats decimal
// strings exactly; the machines one needs decimal.js, 17 kB gzip on the landing page's first load.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

// ₹ with two decimals in Indian grouping: formatInr('123456') → ₹1,23,456.00.
export function formatInr(amount: number | string): string {
  return inr.format(amount as Intl.StringNumericLiteral);
}

// "2 Mar 2026, 10:30" in India time, whatever the browser's zone.
export const formatDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

// dd/mm/yyyy in the user's time zone; the input as given when it is not a date.
export function formatDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

// A count with its noun, singular for one: countOf(1, 'payment') → '1 payment', countOf(3, 'payment') → '3 payments'.
export const countOf = (count: number, noun: string, plural = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : plural}`;
