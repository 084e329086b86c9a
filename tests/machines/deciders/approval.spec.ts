// Two members' approval: a business that asks for it above an amount sends or starts a contract
// worth more only once a member other than the one who does it approved the terms as they stand.
import { describe, expect, it } from '@jest/globals';
import {
  availableAgreementActions,
  decideAgreement,
  type Actor,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  ITEM_ID,
  SELLER,
  act,
  draftedAgreement,
  publishedAgreement,
  testEnv,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const publish = { type: 'StartAgreement', data: A } as const;
const start = { type: 'StartContract', data: A } as const;
const approve = { type: 'ApproveAgreement', data: A } as const;

// The sample draft (the seller's) is worth ₹590.00: 5 × ₹100.00 with 18% GST.
const member = (business: Actor, memberId: string, approvalAbove = '500.00'): Actor => ({
  ...business,
  memberId,
  memberRole: 'manager',
  approvalAbove,
});
const sellerRavi = member(SELLER, 'ravi');
const sellerAsha = member(SELLER, 'asha');
const buyerMeena = member(BUYER, 'meena');
const buyerKiran = member(BUYER, 'kiran');

const decide = (state: AgreementState, command: AgreementCommandInput, actor: Actor) =>
  decideAgreement(state, command, actor, testEnv());
const offers = (state: AgreementState, actor: Actor, command: string) =>
  availableAgreementActions(state, actor).agreement.some((action) => action.command === command);

describe('two members’ approval', () => {
  it('holds back publishing above the amount until another member approves, and says why', () => {
    const draft = draftedAgreement();
    const refused = decide(draft, publish, sellerRavi);
    expect(refused).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(!refused.ok && refused.reason).toContain('more than ₹500.00');
    expect(offers(draft, sellerRavi, 'StartAgreement')).toBe(false);
    expect(availableAgreementActions(draft, sellerRavi).awaitingApproval).toContain('second member’s approval');
    expect(offers(draft, sellerRavi, 'ApproveAgreement')).toBe(true);

    const approved = act(draft, approve, sellerAsha);
    expect(approved.signing.approvals).toEqual([{ by: 'seller', memberId: 'asha', revision: draft.signing.revision }]);
    expect(decide(approved, publish, sellerRavi).ok).toBe(true);
    expect(availableAgreementActions(approved, sellerRavi).awaitingApproval).toBeUndefined();
  });

  it('does not count a member’s own approval for what they send', () => {
    const approvedByRavi = act(draftedAgreement(), approve, sellerRavi);
    expect(decide(approvedByRavi, publish, sellerRavi)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(offers(approvedByRavi, sellerRavi, 'ApproveAgreement')).toBe(false);
    expect(decide(approvedByRavi, approve, sellerRavi)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('approved this contract as it stands already'),
    });
    expect(decide(approvedByRavi, publish, sellerAsha).ok).toBe(true);
  });

  it('asks again once the agreed terms change after the approval', () => {
    const approvedByKiran = act(publishedAgreement(), approve, buyerKiran);
    expect(decide(approvedByKiran, start, buyerMeena).ok).toBe(true);
    // The buyer counters the item and the seller accepts the counter: the terms Kiran approved are gone.
    const countered = act(
      approvedByKiran,
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 120, CompletionDays: 10, RemarkText: 'ok?' } },
      BUYER,
    );
    const settled = act(countered, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, SELLER);
    expect(settled.signing.revision).toBeGreaterThan(approvedByKiran.signing.revision);
    expect(decide(settled, start, buyerMeena)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(availableAgreementActions(settled, buyerMeena).awaitingApproval).toContain('second member’s approval');
    expect(offers(settled, buyerKiran, 'ApproveAgreement')).toBe(true);
  });

  it('asks nothing below the amount, of a business without the rule, or of the counterparty', () => {
    const draft = draftedAgreement();
    expect(decide(draft, publish, member(SELLER, 'ravi', '590.00')).ok).toBe(true);
    expect(decide(draft, publish, SELLER).ok).toBe(true);
    expect(offers(draft, member(SELLER, 'ravi', '590.00'), 'ApproveAgreement')).toBe(false);
    expect(decide(draft, approve, { ...SELLER, memberId: 'ravi' })).toMatchObject({
      ok: false,
      reason: 'Your business needs no second approval for this contract.',
    });
    expect(offers(draft, buyerMeena, 'ApproveAgreement')).toBe(false);
  });

  it('holds back the buyer’s start the same way', () => {
    const published = publishedAgreement();
    expect(decide(published, start, buyerMeena)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(offers(published, buyerMeena, 'StartContract')).toBe(false);
    expect(offers(published, buyerMeena, 'ApproveAgreement')).toBe(true);
    const approved = act(published, approve, buyerKiran);
    expect(offers(approved, buyerMeena, 'StartContract')).toBe(true);
    expect(decide(approved, start, buyerMeena).ok).toBe(true);
  });
});
