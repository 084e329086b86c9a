import { describe, expect, it } from '@jest/globals';
import { AGREEMENT_STATUSES, agreementLifecycle, agreementMachine } from '@samvida/machines';
import { explore, expectFullCoverage } from '../support/coverage.js';
import {
  DRAFTED,
  GENERAL_TERMS,
  INVOICE,
  ITEM,
  OTHER_TERMS,
  ROLES,
  byEach,
  byValueAndContext,
  termOwnedBy,
} from '../support/samples.js';

const ADVANCE = { notePaymentId: 'advance-1', advancePercent: '10', contractValue: '1180.00', totalDue: '118.00' };
const ADVANCE_PAYMENT = {
  paymentId: 'pay-1',
  noteId: null,
  amount: '50.00',
  note: 'UPI',
  reference: '',
  attachmentIds: [],
};

// An RFQ award withdrawing the item; `closesAgreement` when it was the last one.
const WITHDRAWAL = { itemIds: [ITEM.itemId], proposalId: 'proposal-1', awardEventId: 'event-1' };

const events = [
  ...byEach(ROLES, (by) => ({ type: 'AgreementDetailsEdited', by, generalTerms: OTHER_TERMS })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementPublished', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementNegotiated', by, generalTerms: GENERAL_TERMS })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementAccepted', by, completionDate: '2025-03-03' })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementStarted', by, completionDate: '2025-03-03' })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementRejected', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementCompleted', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementClosed', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementExpired', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementDiscarded', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementArchived', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementUnarchived', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementApproved', by, memberId: 'member-1', revision: 0 })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementStorageEnded', by })),
  ...byEach(ROLES, (by) => ({ type: 'AgreementFilesDeleted', by })),
  ...byEach(ROLES, (by) => ({ type: 'ItemAdded', by, item: ITEM })),
  ...byEach(ROLES, (by) => ({ type: 'ItemEdited', by, item: ITEM })),
  ...byEach(ROLES, (by) => ({ type: 'ItemRemoved', by, itemId: ITEM.itemId })),
  ...[false, true].flatMap((closesAgreement) =>
    byEach(ROLES, (by) => ({ ...WITHDRAWAL, type: 'ItemsWithdrawnByAward', by, closesAgreement })),
  ),
  ...byEach(ROLES, (by) => ({ type: 'TermAdded', by, term: termOwnedBy('buyer') })),
  ...byEach(ROLES, (by) => ({ type: 'RemarkAdded', by, remarkId: 'r', parentId: null, text: 'Hi', attachmentIds: [] })),
  ...byEach(ROLES, (by) => ({ ...INVOICE, type: 'InvoiceDrafted', by })),
  ...byEach(ROLES, (by) => ({ type: 'CounterpartyJoined', by, userId: 'user-new' })),
  ...byEach(ROLES, (by) => ({ type: 'AuditorAccessGranted', by, auditorId: 'user-auditor' })),
  ...byEach(ROLES, (by) => ({ type: 'AuditorAccessRevoked', by, auditorId: 'user-auditor' })),
  ...byEach(ROLES, (by) => ({ ...ADVANCE, type: 'AdvanceFellDue', by })),
  ...byEach(ROLES, (by) => ({ ...ADVANCE_PAYMENT, type: 'PaymentMade', by })),
];

describe('agreement machine', () => {
  it('has exactly the spec statuses (plus Discarded) as states', () => {
    expect(Object.keys(agreementMachine.root.states).sort()).toEqual([...AGREEMENT_STATUSES].sort());
  });

  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(agreementMachine, {
      // The second draft names its buyer by contact only, so a counterparty can join it; the third
      // is the buyer's, which the seller answers once published.
      inputs: [DRAFTED, { ...DRAFTED, parties: { ...DRAFTED.parties, buyerId: null } }, { ...DRAFTED, by: 'buyer' }],
      events,
      // Granting the same auditor twice only repeats it (the decider refuses that), so count it once.
      serialize: (s) =>
        byValueAndContext({
          value: s.value,
          context: { ...s.context, auditorIds: [...new Set(s.context.auditorIds)] },
        }),
      lifecycle: agreementLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toHaveLength(11);
    // Own transitions: Draft 9 (no start before the counterparty saw it), Proposed 6 (the buyer
    // negotiates or starts a seller's draft, the seller negotiates or accepts a buyer's), Waiting
    // for Seller 4, Waiting for Buyer 5 (the buyer also accepts or starts on the seller's counter),
    // Accepted 3, Active 6 (with the advance falling due and paid), Expired 1; plus 4 the parties
    // have in every status but Discarded (remark, join, grant and revoke an auditor) × 10 statuses;
    // plus the archive's 4 (archive, unarchive, storage end, files deleted) × 4 finished statuses;
    // plus an award's withdrawal (keeping the status, or ending it) × 4 sent, unstarted statuses;
    // plus a member's approval in the 5 statuses before the start.
    expect(result.transitions).toHaveLength(34 + 40 + 16 + 8 + 5);
  });

  it('freezes the completion date when the general terms are accepted', () => {
    let entity = agreementLifecycle.start(DRAFTED);
    for (const event of [
      { type: 'AgreementPublished', by: 'seller' },
      { type: 'AgreementNegotiated', by: 'buyer', generalTerms: OTHER_TERMS },
      { type: 'AgreementAccepted', by: 'seller', completionDate: '2025-03-18' },
    ] as const)
      entity = agreementLifecycle.apply(entity, event);
    expect(entity).toMatchObject({
      status: 'Accepted',
      context: { completionDate: '2025-03-18', generalTerms: OTHER_TERMS },
    });
    expect(
      agreementLifecycle.allows(entity, { type: 'AgreementNegotiated', by: 'buyer', generalTerms: GENERAL_TERMS }),
    ).toBe(false);
  });

  it('lets the buyer accept the seller’s counter on the general terms, or start on it', () => {
    let entity = agreementLifecycle.start(DRAFTED);
    for (const event of [
      { type: 'AgreementPublished', by: 'seller' },
      { type: 'AgreementNegotiated', by: 'buyer', generalTerms: OTHER_TERMS },
      { type: 'AgreementNegotiated', by: 'seller', generalTerms: GENERAL_TERMS },
    ] as const)
      entity = agreementLifecycle.apply(entity, event);
    expect(entity.status).toBe('Waiting for Buyer');
    const accept = { type: 'AgreementAccepted', completionDate: '2025-03-18' } as const;
    expect(agreementLifecycle.allows(entity, { ...accept, by: 'seller' })).toBe(false);
    expect(agreementLifecycle.apply(entity, { ...accept, by: 'buyer' })).toMatchObject({
      status: 'Accepted',
      context: { completionDate: '2025-03-18', generalTerms: GENERAL_TERMS },
    });
    const start = { type: 'AgreementStarted', by: 'buyer', completionDate: '2025-03-18' } as const;
    expect(agreementLifecycle.apply(entity, start).status).toBe('Active');
  });

  it('seats a counterparty known by contact once, and keeps the auditors granted', () => {
    let entity = agreementLifecycle.start({ ...DRAFTED, parties: { ...DRAFTED.parties, buyerId: null } });
    const join = { type: 'CounterpartyJoined', by: 'buyer', userId: 'user-new' } as const;
    expect(agreementLifecycle.allows(entity, { ...join, by: 'seller' })).toBe(false);
    entity = agreementLifecycle.apply(entity, join);
    expect(entity.context.buyerId).toBe('user-new');
    expect(agreementLifecycle.allows(entity, join)).toBe(false);
    entity = agreementLifecycle.apply(entity, { type: 'AuditorAccessGranted', by: 'seller', auditorId: 'a1' });
    entity = agreementLifecycle.apply(entity, { type: 'AuditorAccessGranted', by: 'buyer', auditorId: 'a2' });
    entity = agreementLifecycle.apply(entity, { type: 'AuditorAccessRevoked', by: 'buyer', auditorId: 'a1' });
    expect(entity.context.auditorIds).toEqual(['a2']);
  });
});
