import { formatInr } from '@/lib/format';

/** An amount in its currency: ₹ in Indian grouping for INR (the default), else the ISO code's symbol. */
export function formatMoney(amount: string | number, currencyCode = 'INR'): string {
  if (currencyCode === 'INR') return formatInr(amount);
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
    }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${currencyCode} ${amount}`;
  }
}
