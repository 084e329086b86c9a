// The contract archive: who may archive or unarchive a finished contract, and when the plans'
// "storage months plus 3 months archive" move it to the archive and then delete its files.
import type { AgreementContext, AgreementStatus } from '../lifecycles/agreement.machine.js';
import type { Role } from './fields.js';

/** Statuses of a contract that is over: only these can be archived. */
export const FINISHED_STATUSES: readonly AgreementStatus[] = ['Completed', 'Closed', 'Rejected', 'Expired'];

/** Months a contract stays in the archive, after its plan's storage months, before its files go. */
export const ARCHIVE_MONTHS = 3;

/** Days before the files are deleted that both parties are told. */
export const DELETION_WARNING_DAYS = 7;

/** A plan's storage months: 12 × contractDurationLimit ÷ 356 (the spec's divisor), rounded. */
export const storageMonths = (contractDurationLimit: number): number => Math.round((12 * contractDurationLimit) / 356);

export const ARCHIVE_MESSAGES = {
  notFinished: 'Only a completed, closed, rejected or expired contract can be archived.',
  alreadyArchived: 'This contract is already in your archive.',
  notArchived: 'This contract is not in your archive.',
  storageEnded: 'This contract’s storage period has ended, so it stays in the archive until its files are deleted.',
  filesDeleted: 'This contract’s files and PDFs were deleted when its archive period ended; its history stays.',
} as const;

export const isFinished = (status: AgreementStatus): boolean => FINISHED_STATUSES.includes(status);

/** Whether `party` has the contract in their archive (the storage end puts it in both). */
export const archivedFor = (context: AgreementContext, party: Role): boolean =>
  (context.archivedBy ?? []).some((by) => by === party);

/** Why `party` may not archive (or, with `unarchive`, take out of the archive) the contract now. */
export function archiveBlocker(
  status: AgreementStatus,
  context: AgreementContext,
  party: Role,
  unarchive: boolean,
): string | undefined {
  if (unarchive) {
    if (context.storageEnded) return ARCHIVE_MESSAGES.storageEnded;
    return archivedFor(context, party) ? undefined : ARCHIVE_MESSAGES.notArchived;
  }
  if (!isFinished(status)) return ARCHIVE_MESSAGES.notFinished;
  return archivedFor(context, party) ? ARCHIVE_MESSAGES.alreadyArchived : undefined;
}

const addUtcMonths = (at: Date, months: number): Date => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** When a contract finished at `finishedOn` moves to the archive, on a plan of `planStorageMonths`. */
export const archiveDate = (finishedOn: Date, planStorageMonths: number): Date =>
  addUtcMonths(finishedOn, planStorageMonths);

/** When an archived contract's files go (the archive months after its storage ended) and its parties are told. */
export function deletionDates(storageEndedOn: Date): { warnOn: Date; deleteOn: Date } {
  const deleteOn = addUtcMonths(storageEndedOn, ARCHIVE_MONTHS);
  return { warnOn: new Date(deleteOn.getTime() - DELETION_WARNING_DAYS * 86_400_000), deleteOn };
}
