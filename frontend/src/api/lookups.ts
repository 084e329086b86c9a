import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { currencyLabel } from '@/lib/currency';

// Public reference lists (docs/api.md "Lookups"); they change only with a release, so cache them.
const Lookup = z.object({ id: z.number(), typeValue: z.string() });
export type Lookup = z.output<typeof Lookup>;

const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

// GET api/General/UnitList: id 1 is `Count`, the default unit.
export function useUnits() {
  return useQuery({
    queryKey: queryKeys.units,
    queryFn: () => apiGet('General/UnitList', z.array(Lookup)),
    ...FOREVER,
  });
}

// GET api/General/CurrencyList: 2 is INR, the default currency.
export function useCurrencies() {
  return useQuery({
    queryKey: queryKeys.currencies,
    queryFn: () => apiGet('General/CurrencyList', z.array(Lookup)),
    ...FOREVER,
  });
}

// Select options from a lookup list (values are the ids as strings).
export const lookupOptions = (rows: readonly Lookup[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.typeValue }));

// Currency select options: the lookup ids, named by code and sign ('INR (₹)').
export const currencyOptions = (rows: readonly Lookup[] | undefined) =>
  lookupOptions(rows).map((option) => ({ ...option, label: currencyLabel(option.label) }));

// A lookup id's label; the spec's fallback for a unit is 'Count'.
export const lookupLabel = (rows: readonly Lookup[] | undefined, id: string | number, fallback = 'Count') =>
  rows?.find((row) => String(row.id) === String(id))?.typeValue ?? fallback;
