import { formatInr } from '@/lib/format';

type Display = 'symbol' | 'narrowSymbol';

const currencyFormat = (currencyCode: string, currencyDisplay: Display) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay,
    minimumFractionDigits: 2,
  });

const signIn = (format: Intl.NumberFormat) => format.formatToParts(0).find((part) => part.type === 'currency')!.value;

// Where Intl's distinct sign is only the code itself (RUB), the narrow sign (₽) is used instead,
// so an amount never shows a bare code.
function signedFormat(currencyCode: string): Intl.NumberFormat {
  const distinct = currencyFormat(currencyCode, 'symbol');
  return signIn(distinct) === currencyCode ? currencyFormat(currencyCode, 'narrowSymbol') : distinct;
}

// An amount in its currency: ₹ in Indian grouping for INR (the default), else the currency's sign.
export function formatMoney(amount: string | number, currencyCode = 'INR'): string {
  if (currencyCode === 'INR') return formatInr(amount);
  try {
    return signedFormat(currencyCode).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${currencyCode} ${amount}`;
  }
}

// How a currency select names an ISO code: 'INR (₹)'.
export function currencyLabel(currencyCode: string): string {
  try {
    return `${currencyCode} (${signIn(signedFormat(currencyCode))})`;
  } catch {
    return currencyCode;
  }
}
