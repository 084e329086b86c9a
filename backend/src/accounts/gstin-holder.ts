import { addressPinMessage, HOUSE_MESSAGES, panMatchesGstin } from '@samvida/machines';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain.error.js';
import { AccountsError, GSTIN_TAKEN_MESSAGE } from './accounts.errors.js';

// A GSTIN belongs to one business (its invoice series are per GSTIN). Refuses a GSTIN that another
// account holds. Call it in the transaction that saves the GSTIN: the transaction-scoped advisory
// lock on the GSTIN makes two saves of one GSTIN at once queue, so the second sees the first. There
// is no unique index because accounts that shared a GSTIN before this rule keep it.
export async function claimGstin(
  manager: EntityManager,
  gstin: string | undefined,
  field: string,
  userId?: string,
): Promise<void> {
  if (gstin === undefined) return;
  await manager.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`gstin:${gstin.toUpperCase()}`]);
  const holders = (await manager.query(
    'select 1 from users where upper(gstin) = upper($1) and ($2::uuid is null or id <> $2::uuid) limit 1',
    [gstin, userId ?? null],
  )) as unknown[];
  if (holders.length > 0) throw new AccountsError('GSTIN_TAKEN', { [field]: [GSTIN_TAKEN_MESSAGE] });
}

// The PAN and GSTIN an account will hold must agree: the PAN is the GSTIN's 3rd to 12th characters.
export function checkPanOfGstin(pan: string | null, gstin: string | null, field: string): void {
  if (pan && gstin && !panMatchesGstin(pan, gstin))
    throw new DomainError('VALIDATION_FAILED', HOUSE_MESSAGES.panGstinMismatch, 'validation', {
      [field]: [HOUSE_MESSAGES.panGstinMismatch],
    });
}

// A GST-registered account's address carries a PIN code in its GSTIN's state (e-invoices need both),
// as the address and GSTIN will stand after the update.
export function checkAddressOfGstin(address: string | null, gstin: string | null, field: string): void {
  const message = addressPinMessage(address, gstin);
  if (message) throw new DomainError('VALIDATION_FAILED', message, 'validation', { [field]: [message] });
}
