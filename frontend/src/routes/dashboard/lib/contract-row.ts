import type { Lookup } from '@/api/lookups';
import { formatMoney } from '@/lib/currency';
import type { AgreementRow } from '../api/agreements';

// The contract's value in its own currency (a lookup id or code); '—' while it has none.
export function contractValueText(row: AgreementRow, currencies: readonly Lookup[] | undefined): string {
  if (row.totalValue == null) return '—';
  const code =
    currencies?.find((c) => String(c.id) === row.currency || c.typeValue === row.currency)?.typeValue ?? 'INR';
  return formatMoney(row.totalValue, code);
}

// Whether the contract waits on the signed-in user: the server's `turn` (the machines' rule), or
// the attention list (ActiveTxnNoteAgList), which the same rule draws up.
export const awaitsUser = (row: AgreementRow, attention: ReadonlySet<string> | undefined): boolean =>
  (!!row.turn && (row.turn === 'both' || row.turn === row.userRole)) || !!attention?.has(String(row.id));
