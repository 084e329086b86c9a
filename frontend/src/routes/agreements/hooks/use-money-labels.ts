import { useCurrencies, useUnits } from '@/api/lookups';
import { formatMoney } from '@/lib/currency';

/** Formats an item's amounts in its own currency and names its unit (lookup ids as the items carry them). */
export function useMoneyLabels() {
  const currencies = useCurrencies().data;
  const units = useUnits().data;
  const find = (rows: typeof units, value: string) =>
    rows?.find((row) => String(row.id) === value || row.typeValue === value)?.typeValue;
  return {
    money: (amount: string, currency: string) => formatMoney(amount, find(currencies, currency) ?? 'INR'),
    unit: (unit: string) => find(units, unit) ?? 'Count',
    /** "₹470.00 / Bag", or the spec's 'Waiting' while that side has not offered. */
    rate: (amount: string | null, currency: string, unit: string) =>
      amount === null ? 'Waiting' : `${formatMoney(amount, find(currencies, currency) ?? 'INR')} / ${find(units, unit) ?? 'Count'}`,
  };
}
