// Amounts in words in the Indian numbering system (thousand, lakh, crore), as Indian tax invoices print them.
import { toAmount } from './money.js';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string =>
  n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');

const belowThousand = (n: number): string =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]!} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');

// Crores repeat: 1,00,00,00,000 is "One Hundred Crore".
function wholeInWords(digits: string): string {
  if (digits.length > 7) {
    const crores = wholeInWords(digits.slice(0, -7));
    const rest = wholeInWords(digits.slice(-7));
    return [`${crores} Crore`, rest === 'Zero' ? '' : rest].filter(Boolean).join(' ');
  }
  const n = Number(digits);
  if (n === 0) return 'Zero';
  const parts = [
    [Math.floor(n / 100_000) % 100, 'Lakh'],
    [Math.floor(n / 1000) % 100, 'Thousand'],
  ] as const;
  return [...parts.filter(([v]) => v > 0).map(([v, name]) => `${belowHundred(v)} ${name}`), belowThousand(n % 1000)]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Five Hundred Eight and Twenty Nine Paise Only" for 508.29 (rounded half-up to the paisa). */
export function amountInWords(rupees: string | number): string {
  const [whole, paise] = toAmount(rupees).replace('-', '').split('.') as [string, string];
  const paisePart = Number(paise) > 0 ? ` and ${belowHundred(Number(paise))} Paise` : '';
  return `Rupees ${wholeInWords(whole)}${paisePart} Only`;
}
