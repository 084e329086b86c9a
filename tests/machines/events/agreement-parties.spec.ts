// Who may see an agreement stream, from its events (the stream_parties read model).
import { describe, expect, it } from '@jest/globals';
import { initialAgreementState, partiesOf } from '@samvida/machines';
import { accepted, BUYER, SELLER } from '../support/fixtures.js';

describe('partiesOf an agreement event', () => {
  it('makes the drafted buyer and seller parties, skipping a side known only by contact', () => {
    const [drafted] = accepted(
      initialAgreementState,
      {
        type: 'DraftAgreement',
        data: { CreatorType: 'seller', OtherPartyContactInfo: 'new@buyer.in', ContractType: 'NDA' },
      },
      SELLER,
    );
    expect(partiesOf(drafted!)).toEqual([{ userId: SELLER.userId, role: 'seller' }]);
    const [both] = accepted(
      initialAgreementState,
      { type: 'DraftAgreement', data: { CreatorType: 'seller', CounterpartyId: BUYER.userId, ContractType: 'NDA' } },
      SELLER,
    );
    expect(partiesOf(both!)).toEqual([
      { userId: BUYER.userId, role: 'buyer' },
      { userId: SELLER.userId, role: 'seller' },
    ]);
  });

  it('adds a joining counterparty and granted auditors, and removes revoked ones', () => {
    expect(partiesOf({ type: 'CounterpartyJoined', data: { by: 'buyer', userId: 'user-new' } })).toEqual([
      { userId: 'user-new', role: 'buyer' },
    ]);
    expect(partiesOf({ type: 'AuditorAccessGranted', data: { by: 'seller', auditorId: 'user-ca' } })).toEqual([
      { userId: 'user-ca', role: 'auditor' },
    ]);
    expect(partiesOf({ type: 'AuditorAccessRevoked', data: { by: 'seller', auditorId: 'user-ca' } })).toEqual([
      { userId: 'user-ca', role: 'auditor', removed: true },
    ]);
    expect(partiesOf({ type: 'ItemAccepted', data: { by: 'buyer', itemId: 'x' } })).toEqual([]);
  });
});
