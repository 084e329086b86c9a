// Who may see a proposal stream, from its events (the stream_parties read model).
import { describe, expect, it } from '@jest/globals';
import { partiesOf } from '@samvida/machines';
import { uuid } from '../support/fixtures.js';

describe('partiesOf a proposal event', () => {
  it('makes the owner, invitees with an account and applicants parties', () => {
    expect(partiesOf({ type: 'ProposalDrafted', data: { userId: 'user-buyer' } })).toEqual([
      { userId: 'user-buyer', role: 'owner' },
    ]);
    const invited = { userId: 'user-buyer', inviteId: uuid(1), phoneNumber: '+919123456789' };
    expect(partiesOf({ type: 'SellerInvited', data: { ...invited, sellerId: null } })).toEqual([]);
    expect(partiesOf({ type: 'SellerInvited', data: { ...invited, sellerId: 'user-seller' } })).toEqual([
      { userId: 'user-seller', role: 'invitee' },
    ]);
    expect(partiesOf({ type: 'ProposalResponded', data: { userId: 'user-seller' } })).toEqual([
      { userId: 'user-seller', role: 'seller' },
    ]);
  });

  it('adds the account that verified an invited phone and removes a withdrawn invitee', () => {
    expect(
      partiesOf({
        type: 'InviteAttached',
        data: { userId: 'user-new', inviteId: uuid(1), phoneNumber: '+919123456789' },
      }),
    ).toEqual([{ userId: 'user-new', role: 'invitee' }]);
    const withdrawn = { userId: 'user-buyer', inviteId: uuid(1) };
    expect(partiesOf({ type: 'InviteWithdrawn', data: { ...withdrawn, sellerId: 'user-new' } })).toEqual([
      { userId: 'user-new', role: 'invitee', removed: true },
    ]);
    expect(partiesOf({ type: 'InviteWithdrawn', data: { ...withdrawn, sellerId: null } })).toEqual([]);
  });
});
