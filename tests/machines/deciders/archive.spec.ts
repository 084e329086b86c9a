// The contract archive's rules: a party archives and unarchives a finished contract in its own
// view; the storage end (by the system) archives it for both for good; the files go after that.
import { describe, expect, it } from '@jest/globals';
import {
  ARCHIVE_MESSAGES,
  availableAgreementActions,
  archiveDate,
  decideAgreement,
  deletionDates,
  storageMonths,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  SELLER,
  STRANGER,
  SYSTEM,
  act,
  activeAgreement,
  expectRefused,
  testEnv,
  withStatus,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const archive = { type: 'ArchiveAgreement', data: A } as const;
const unarchive = { type: 'UnarchiveAgreement', data: A } as const;
const endStorage = { type: 'EndAgreementStorage', data: A } as const;
const deleteFiles = { type: 'DeleteAgreementFiles', data: A } as const;
const decide = (state: AgreementState, command: AgreementCommandInput, actor = BUYER) =>
  decideAgreement(state, command, actor, testEnv());
const completed = () => act(activeAgreement(), { type: 'CompleteAgreement', data: A }, BUYER);
const offers = (state: AgreementState, actor: typeof BUYER, command: string) =>
  availableAgreementActions(state, actor).agreement.some((action) => action.command === command);

describe('archiving a contract', () => {
  it.each(['Completed', 'Closed', 'Rejected', 'Expired'])('lets each party archive a %s contract', (status) => {
    const state = withStatus(activeAgreement(), 'agreement', AGREEMENT_ID, status);
    const decision = decide(state, archive, SELLER);
    expect(decision).toEqual({ ok: true, events: [{ type: 'AgreementArchived', data: { by: 'seller' } }] });
    expect(offers(state, BUYER, 'ArchiveAgreement')).toBe(true);
  });

  it.each(['Draft', 'Proposed', 'Accepted', 'Active'])('refuses a %s contract in plain words', (status) => {
    const state = withStatus(activeAgreement(), 'agreement', AGREEMENT_ID, status);
    const decision = decide(state, archive);
    expectRefused(decision, 'NOT_ALLOWED');
    expect(decision).toMatchObject({ reason: ARCHIVE_MESSAGES.notFinished });
    expect(offers(state, BUYER, 'ArchiveAgreement')).toBe(false);
  });

  it('archives for the acting party only, and unarchives for them only', () => {
    const archived = act(completed(), archive, BUYER);
    expect(archived.agreement!.context.archivedBy).toEqual(['buyer']);
    expect(archived.agreement!.status).toBe('Completed');
    expect(decide(archived, archive)).toMatchObject({ ok: false, reason: ARCHIVE_MESSAGES.alreadyArchived });
    expect(decide(archived, unarchive, SELLER)).toMatchObject({ ok: false, reason: ARCHIVE_MESSAGES.notArchived });
    expect(offers(archived, SELLER, 'ArchiveAgreement')).toBe(true);
    const back = act(archived, unarchive, BUYER);
    expect(back.agreement!.context.archivedBy).toEqual([]);
  });

  it('is a party’s move only: a stranger and the system cannot archive', () => {
    expectRefused(decide(completed(), archive, STRANGER), 'NOT_A_PARTY');
    expectRefused(decide(completed(), archive, SYSTEM), 'NOT_ALLOWED');
  });
});

describe('retention', () => {
  it('ends the storage for both parties for good, then deletes the files once', () => {
    expectRefused(decide(completed(), deleteFiles, SYSTEM), 'NOT_ALLOWED');
    expectRefused(decide(completed(), endStorage, BUYER), 'NOT_ALLOWED');
    const ended = act(act(completed(), archive, SELLER), endStorage, SYSTEM);
    expect(ended.agreement!.context).toMatchObject({ archivedBy: ['buyer', 'seller'], storageEnded: true });
    expect(decide(ended, unarchive, SELLER)).toMatchObject({ ok: false, reason: ARCHIVE_MESSAGES.storageEnded });
    expectRefused(decide(ended, endStorage, SYSTEM), 'NOT_ALLOWED');
    const deleted = act(ended, deleteFiles, SYSTEM);
    expect(deleted.agreement!.context.filesDeleted).toBe(true);
    expectRefused(decide(deleted, deleteFiles, SYSTEM), 'NOT_ALLOWED');
    // The history stays readable and open to remarks.
    expect(offers(deleted, BUYER, 'RemarkAgreement')).toBe(true);
  });

  it('keeps an unfinished contract out of the sweep', () => {
    expectRefused(decide(activeAgreement(), endStorage, SYSTEM), 'NOT_ALLOWED');
  });

  it('dates the archive after the plan’s storage months, the deletion 3 months later, the warning a week before', () => {
    expect(storageMonths(356)).toBe(12);
    expect(storageMonths(30)).toBe(1);
    const archived = archiveDate(new Date('2025-01-15T10:00:00Z'), 12);
    expect(archived.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    const { warnOn, deleteOn } = deletionDates(archived);
    expect(deleteOn.toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(warnOn.toISOString()).toBe('2026-04-08T10:00:00.000Z');
  });
});
