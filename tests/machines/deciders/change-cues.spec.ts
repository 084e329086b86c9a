// The live cue names what the other party did, read from the machines' statuses.
import { describe, expect, it } from '@jest/globals';
import { changeCues, systemActor } from '@samvida/machines';
import { act, AGREEMENT_ID, BUYER, draftedAgreement, ITEM_ID, SELLER, uuid } from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };

describe('change cues', () => {
  const published = () => act(draftedAgreement(), { type: 'StartAgreement', data: A }, SELLER);

  it('tells the publish as the creator’s move', () => {
    expect(changeCues(draftedAgreement(), published())).toEqual([
      { entityId: AGREEMENT_ID, by: 'seller', message: 'Seller published the agreement' },
    ]);
  });

  it('tells a counter-offer with a remark as one change by the party who made it', () => {
    const before = published();
    const after = act(
      before,
      {
        type: 'NegotiateItem',
        data: { ...A, ItemId: ITEM_ID, Amount: '90.00', CompletionDays: 12, RemarkText: 'Too high' },
      },
      BUYER,
    );
    expect(changeCues(before, after)).toEqual([
      { entityId: ITEM_ID, by: 'buyer', message: "Buyer countered 'Laptop' with a remark" },
    ]);
  });

  it('tells an acceptance as the move of the party it was waiting for', () => {
    const offer = { ...A, ItemId: ITEM_ID, Amount: '90.00', CompletionDays: 12 };
    const countered = act(published(), { type: 'NegotiateItem', data: offer }, BUYER);
    const matched = act(countered, { type: 'NegotiateItem', data: offer }, SELLER);
    const accepted = act(matched, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, BUYER);
    expect(changeCues(matched, accepted)).toEqual([
      { entityId: ITEM_ID, by: 'buyer', message: "Buyer accepted 'Laptop'" },
    ]);
  });

  it('tells a line withdrawn from a sent agreement as the buyer’s award, and the last one as ending it', () => {
    const before = published();
    const withdraw = {
      type: 'WithdrawAwardedItems' as const,
      data: { ...A, AgItemIds: [ITEM_ID], ProposalId: uuid(901), AwardEventId: uuid(902) },
    };
    expect(changeCues(before, act(before, withdraw, systemActor('line-award')))).toEqual([
      {
        entityId: AGREEMENT_ID,
        by: 'buyer',
        message: 'Buyer awarded the last line to another seller on the RFQ, so the agreement is rejected',
      },
      { entityId: ITEM_ID, by: 'buyer', message: "Buyer awarded 'Laptop' to another seller on the RFQ" },
    ]);
  });

  it('says nothing when nothing changed', () => {
    const state = published();
    expect(changeCues(state, state)).toEqual([]);
  });
});
