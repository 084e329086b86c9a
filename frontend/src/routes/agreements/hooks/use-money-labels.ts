import { useMemo } from 'react';
import { type Lookup, useCurrencies, useUnits } from '@/api/lookups';
import { formatMoney } from '@/lib/currency';

// Items carry lookup ids ("2") or codes ("INR"); either finds the entry.
const find = (rows: Lookup[] | undefined, value: string) =>
  rows?.find((row) => String(row.id) === value || row.typeValue === value)?.typeValue;

// Formats an item's amounts in its own currency and names its unit. The same object while the
// lists stay the same, so memoized rows that take it do not re-render.
export function useMoneyLabels() {
  const currencies = useCurrencies().data;
  const units = useUnits().data;
  return useMemo(() => {
    const money = (amount: string, currency: string) => formatMoney(amount, find(currencies, currency) ?? 'INR');
    // The spec's fallback unit label is 'Count'.
    const unit = (id: string) => find(units, id) ?? 'Count';
    return {
      money,
      unit,
      // "₹470.00 / Bag", or the spec's 'Waiting' while that side has not offered.
      rate: (amount: string | null, currency: string, unitId: string) =>
        amount === null ? 'Waiting' : `${money(amount, currency)} / ${unit(unitId)}`,
    };
  }, [currencies, units]);
}

export type MoneyLabels = ReturnType<typeof useMoneyLabels>;
