import { describe, expect, it } from '@jest/globals';
import {
  INVITE_STATUSES,
  PROPOSAL_STATUSES,
  inviteLifecycle,
  inviteMachine,
  proposalLifecycle,
  proposalMachine,
} from '@samvida/machines';
import type { AnyMachineSnapshot } from 'xstate';
import { explore, expectFullCoverage } from '../support/coverage.js';
import { uuid } from '../support/fixtures.js';
import { DETAILS, byValueAndContext } from '../support/samples.js';

const OWNER = 'user-buyer';
const USERS = [OWNER, 'user-seller', 'system'];
const each = (make: (userId: string) => { type: string }) => USERS.map(make);
const item = { itemId: uuid(60), title: 'Laptop', description: '', hsnSac: '8471', quantity: '2', unit: '1' };
const term = { termId: uuid(61), title: 'Delivery', text: 'At site', isPaymentTerm: false, attachmentIds: [] };
const response = (userId: string, invited: boolean) => ({
  type: 'ProposalResponded',
  userId,
  phoneNumber: null,
  responseId: uuid(62),
  inviteId: uuid(63),
  invited,
  agreementId: uuid(64),
  advancePercent: '10',
  rates: [],
});

const award = (sellerId: string) => ({ itemId: item.itemId, responseId: uuid(62), sellerId, agreementId: uuid(64) });

const proposalEvents = [
  ...each((userId) => ({ type: 'ProposalDetailsEdited', userId, details: DETAILS })),
  ...each((userId) => ({ type: 'ProposalItemAdded', userId, item })),
  ...each((userId) => ({ type: 'ProposalItemRemoved', userId, itemId: item.itemId })),
  ...each((userId) => ({ type: 'ProposalTermAdded', userId, term })),
  ...each((userId) => ({ type: 'ProposalTermRemoved', userId, termId: term.termId })),
  ...each((userId) => ({ type: 'ProposalStarted', userId })),
  ...each((userId) => ({ type: 'ProposalClosed', userId })),
  ...each((userId) => ({ type: 'ProposalCompleted', userId })),
  ...each((userId) => ({ type: 'ProposalExpired', userId })),
  ...each((userId) => ({
    type: 'SellerInvited',
    userId,
    inviteId: uuid(63),
    phoneNumber: '+919123456789',
    sellerId: null,
  })),
  ...each((userId) => ({ type: 'InviteDeclined', userId, phoneNumber: null, inviteId: uuid(63) })),
  ...each((userId) => ({ type: 'InviteWithdrawn', userId, inviteId: uuid(63), sellerId: null })),
  response('user-seller', true),
  response('user-seller', false),
  response(OWNER, true),
  ...each((userId) => ({ type: 'ProposalLinesAwarded', userId, awards: [award('user-seller')] })),
  { type: 'ProposalLinesAwarded', userId: OWNER, awards: [award('user-other')] },
  { type: 'ProposalLinesAwarded', userId: OWNER, awards: [award('user-seller'), award('user-seller')] },
  ...each((userId) => ({
    type: 'AwardNotApplied',
    userId,
    awardEventId: uuid(65),
    responseId: uuid(62),
    sellerId: 'user-seller',
    agreementId: uuid(64),
    itemIds: [item.itemId],
    reason: 'signed',
  })),
];

// Items and terms only matter as "any or none"; respondents as who answered; awards and awards
// not applied as how many.
const proposalKey = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.items.length > 0,
    s.context.terms.length > 0,
    s.context.respondentIds,
    s.context.awards.length,
    s.context.unappliedAwards.length,
  ]);

describe('proposal machine', () => {
  it('visits every state and every transition for invite-only and open proposals (model-based)', async () => {
    const result = await explore(proposalMachine, {
      inputs: [true, false].map((inviteOnly) => ({
        userId: OWNER,
        proposalId: uuid(2),
        details: { ...DETAILS, inviteOnly },
      })),
      events: proposalEvents,
      serialize: proposalKey,
      lifecycle: proposalLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toEqual([...PROPOSAL_STATUSES]);
    // Draft 8, Active 8, Closed 3, Completed 1, Expired 1.
    expect(result.transitions).toHaveLength(21);
  });
});

describe('invite machine', () => {
  const invite = (invited: boolean, sellerId: string | null = 'user-seller') => ({
    inviteId: uuid(63),
    phoneNumber: '+919123456789',
    sellerId,
    invited,
  });
  const attach = (userId: string, phoneNumber: string, inviteId = uuid(63)) =>
    ({ type: 'InviteAttached', userId, phoneNumber, inviteId }) as const;
  const events = [
    response('user-seller', true),
    { ...response('user-seller', true), phoneNumber: '+919123456789' },
    attach('user-seller', '+919123456789'),
    attach('user-seller', '+919000000000'),
    attach('user-seller', '+919123456789', uuid(99)),
    { type: 'InviteWithdrawn', userId: 'user-buyer', inviteId: uuid(63), sellerId: null },
    { type: 'InviteWithdrawn', userId: 'user-buyer', inviteId: uuid(99), sellerId: null },
    response('user-other', true),
    { ...response('user-seller', true), inviteId: uuid(99) },
    { type: 'InviteDeclined', userId: 'user-other', phoneNumber: '+919123456789', inviteId: uuid(63) },
    { type: 'InviteDeclined', userId: 'user-other', phoneNumber: null, inviteId: uuid(63) },
  ];

  it('visits every state and every transition (model-based, xstate/graph)', async () => {
    const result = await explore(inviteMachine, {
      inputs: [invite(true), invite(false), invite(true, null)],
      events,
      serialize: byValueAndContext,
      lifecycle: inviteLifecycle as never,
    });
    expectFullCoverage(result);
    expect(result.states).toEqual([...INVITE_STATUSES]);
    // Pending 5 (two for an answer), Active 1, Rejected 1.
    expect(result.transitions).toHaveLength(7);
  });

  it('attaches to the account that verified the invited phone, once', () => {
    const pending = inviteLifecycle.start(invite(true, null));
    expect(inviteLifecycle.allows(pending, attach('user-new', '+919000000000'))).toBe(false);
    const attached = inviteLifecycle.apply(pending, attach('user-new', '+919123456789'));
    expect(attached).toEqual({ status: 'Pending', context: { ...invite(true), sellerId: 'user-new' } });
    expect(inviteLifecycle.allows(attached, attach('user-other', '+919123456789'))).toBe(false);
  });

  it('matches the invitee by account or by the phone the invite went to', () => {
    const pending = inviteLifecycle.start({ ...invite(true), sellerId: null });
    const decline = (userId: string, phoneNumber: string | null) =>
      ({ type: 'InviteDeclined', userId, phoneNumber, inviteId: uuid(63) }) as const;
    expect(inviteLifecycle.allows(pending, decline('user-new', '+919123456789'))).toBe(true);
    expect(inviteLifecycle.allows(pending, decline('user-new', '+919000000000'))).toBe(false);
  });
});
