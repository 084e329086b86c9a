// Line award on agreements already sent: given a seller's agreement, when the award process
// withdraws the lines given to other sellers, then the items, totals and offers lose them; a
// signature, a start or a party refuses it; the last line withdrawn ends the agreement. And the
// award and the late applicant rules of the proposal machines.
import { describe, expect, it } from '@jest/globals';
import {
  availableAgreementActions,
  awardBlocker,
  contractValue,
  decideAgreement,
  decideProposal,
  evolveProposal,
  initialProposalState,
  narrowingOf,
  systemActor,
  unappliedAwardWords,
  type AgreementState,
  type ProposalState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  PROPOSAL_ID,
  SELLER,
  act,
  actProposal,
  activeAgreement,
  draftLine,
  draftedAgreement,
  expectRefused,
  testEnv,
  uuid,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const SECOND = uuid(11);
const AWARD_EVENT = uuid(90);
const LINE_AWARD = systemActor('line-award');
const withdraw = (AgItemIds: string[]) => ({
  type: 'WithdrawAwardedItems' as const,
  data: { ...A, AgItemIds, ProposalId: PROPOSAL_ID, AwardEventId: AWARD_EVENT },
});

/** A seller's two-line agreement sent to the buyer (Proposed). */
const sentTwoLines = (): AgreementState => {
  const drafted = draftedAgreement([draftLine(ITEM_ID, '5', '100.00', '18'), draftLine(SECOND, '2', '50.00', '18')]);
  return act(drafted, { type: 'StartAgreement', data: A }, SELLER);
};

/** `sent` with its document fixed and signed by the seller. */
const signedBySeller = (sent: AgreementState): AgreementState => ({
  ...sent,
  signing: {
    ...sent.signing,
    document: { version: 1, hash: '1'.repeat(64), revision: 1, fixedAt: '2025-01-15T10:00:00.000Z' },
    signatures: {
      seller: {
        signerId: SELLER.userId,
        documentVersion: 1,
        hash: '1'.repeat(64),
        method: 'otp-sms',
        signedAt: '',
        ip: '',
        userAgent: '',
      },
    },
  },
});

describe('withdrawing awarded items from a sent agreement', () => {
  it('removes the item from the items, the totals and the offered actions, as the line-award process', () => {
    const sent = sentTwoLines();
    const decision = decideAgreement(sent, withdraw([SECOND]), LINE_AWARD, testEnv());
    expect(decision.ok && decision.events).toEqual([
      {
        type: 'ItemsWithdrawnByAward',
        data: {
          by: 'system',
          itemIds: [SECOND],
          proposalId: PROPOSAL_ID,
          awardEventId: AWARD_EVENT,
          closesAgreement: false,
        },
      },
    ]);
    const after = act(sent, withdraw([SECOND]), LINE_AWARD);
    expect(Object.keys(after.items)).toEqual([ITEM_ID]);
    expect(after.agreement!.status).toBe('Proposed');
    expect([contractValue(sent), contractValue(after)]).toEqual(['708.00', '590.00']);
    expect(Object.keys(availableAgreementActions(after, BUYER).items)).toEqual([ITEM_ID]);
    expect(after.signing.revision).toBe(sent.signing.revision + 1);
  });

  it('works in negotiation (waiting for the seller) and ends an agreement left with no item as rejected', () => {
    let state = sentTwoLines();
    state = act(
      state,
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: '90.00', CompletionDays: 10, RemarkText: '' } },
      BUYER,
    );
    expect(state.items[ITEM_ID]!.status).toBe('Waiting for Seller');
    const ended = act(state, withdraw([ITEM_ID, SECOND]), LINE_AWARD);
    expect(ended.agreement!.status).toBe('Rejected');
    expect(Object.keys(ended.items)).toEqual([]);
    expect(ended.terms[BUYER_TERM_ID]!.status).toBe('rejected');
    expect(availableAgreementActions(ended, SELLER).agreement.map((a) => a.command)).not.toContain(
      'NegotiateAgreement',
    );
  });

  it('is refused to the parties, on a started contract, and for an item the agreement lacks', () => {
    const sent = sentTwoLines();
    expectRefused(decideAgreement(sent, withdraw([SECOND]), BUYER, testEnv()), 'NOT_ALLOWED');
    expectRefused(decideAgreement(sent, withdraw([SECOND]), SELLER, testEnv()), 'NOT_ALLOWED');
    expectRefused(decideAgreement(sent, withdraw([uuid(99)]), LINE_AWARD, testEnv()), 'NOT_FOUND');
    expectRefused(decideAgreement(activeAgreement(), withdraw([ITEM_ID]), LINE_AWARD, testEnv()), 'NOT_ALLOWED');
  });
});

describe('the award rules', () => {
  const LAPTOP = uuid(60);
  const MOUSE = uuid(61);
  const SELLER_B = { userId: 'user-seller-b', phoneNumber: '+919000000002' };
  const rate = (ItemId: string) => ({
    ItemId,
    Amount: '100',
    ItemTax: 18,
    CompletionDays: 10,
    Currency: 'INR',
    SellingUnit: 1,
  });
  const P = { ProposalId: PROPOSAL_ID };
  const rfq = (): ProposalState => {
    let state = actProposal(
      initialProposalState,
      { type: 'SaveRFQ', data: { Id: PROPOSAL_ID, InviteOnly: false } },
      BUYER,
    );
    for (const [Id, ItemTitle] of [
      [LAPTOP, 'Laptop'],
      [MOUSE, 'Mouse'],
    ] as const)
      state = actProposal(
        state,
        { type: 'AddRFQItem', data: { ...P, Id, ItemTitle, ItemQuantity: 1, Unit: 1 } },
        BUYER,
      );
    state = actProposal(state, { type: 'StartRFQ', data: P }, BUYER);
    return actProposal(
      state,
      {
        type: 'ApplyForProposal',
        data: { ...P, Advance: 10, SellerRates: [rate(LAPTOP), rate(MOUSE)], AgreementId: AGREEMENT_ID },
      },
      SELLER,
      testEnv(2000),
    );
  };
  const mouseToA = (state: ProposalState) => {
    const decision = decideProposal(
      state,
      { type: 'AwardLines', data: { ...P, Awards: [{ ItemId: MOUSE, ResponseId: state.responses[0]!.responseId }] } },
      BUYER,
      testEnv(),
    );
    if (!decision.ok) throw new Error(decision.reason);
    return decision.events.reduce(evolveProposal, state);
  };

  it('refuses a late quotation for an awarded line, and takes one for the open lines', () => {
    const awarded = mouseToA(rfq());
    const apply = (rates: ReturnType<typeof rate>[]) =>
      decideProposal(
        awarded,
        { type: 'ApplyForProposal', data: { ...P, Advance: 10, SellerRates: rates, AgreementId: uuid(71) } },
        SELLER_B,
        testEnv(3000),
      );
    const refused = apply([rate(LAPTOP), rate(MOUSE)]);
    expectRefused(refused, 'NOT_ALLOWED');
    expect(!refused.ok && refused.reason).toBe(
      '“Mouse” is already awarded to another seller: leave it out of your quotation.',
    );
    expect(apply([rate(LAPTOP)]).ok).toBe(true);
  });

  it('blocks an award that takes lines from a signed or started agreement, naming the seller', () => {
    let state = rfq();
    state = actProposal(
      state,
      { type: 'ApplyForProposal', data: { ...P, Advance: 10, SellerRates: [rate(LAPTOP)], AgreementId: uuid(71) } },
      SELLER_B,
      testEnv(3000),
    );
    const laptopToB = { ...P, Awards: [{ ItemId: LAPTOP, ResponseId: state.responses[1]!.responseId }] };
    const name = () => 'Anil Electronics';
    const sent = sentTwoLines();
    expect(awardBlocker(state, laptopToB, () => sent, name)).toBeUndefined();
    const signed = signedBySeller(sent);
    expect(awardBlocker(state, laptopToB, () => signed, name)).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'The agreement with Anil Electronics is already signed, so its lines cannot go to another seller.',
    });
    expect(awardBlocker(state, laptopToB, () => activeAgreement(), name)).toMatchObject({
      reason: 'The contract with Anil Electronics has already started, so its lines cannot go to another seller.',
    });
    // The machines refuse the withdrawal on a signed agreement too (a signature between the two).
    expectRefused(decideAgreement(signed, withdraw([SECOND]), LINE_AWARD, testEnv()), 'NOT_ALLOWED');
  });

  it('narrows a draft as the seller and a sent agreement as the line-award process', () => {
    const award = { proposalId: PROPOSAL_ID, awardEventId: AWARD_EVENT };
    const share = { kept: [LAPTOP], lost: [MOUSE] };
    const ids = new Map([
      [LAPTOP, ITEM_ID],
      [MOUSE, SECOND],
    ]);
    const drafted = draftedAgreement([draftLine(ITEM_ID, '5', '100.00', '18'), draftLine(SECOND, '2', '50.00', '18')]);
    expect(narrowingOf(drafted, award, share, ids)).toEqual({
      by: 'seller',
      commands: [{ type: 'RemoveAgreementItem', data: { ...A, AgItemId: SECOND } }],
    });
    expect(narrowingOf(sentTwoLines(), award, share, ids)).toEqual({ by: 'system', commands: [withdraw([SECOND])] });
  });

  it('holds the lines of an agreement signed or started since the award, and records that on the RFQ once', () => {
    const award = { proposalId: PROPOSAL_ID, awardEventId: AWARD_EVENT };
    const ids = new Map([
      [LAPTOP, ITEM_ID],
      [MOUSE, SECOND],
    ]);
    expect(narrowingOf(signedBySeller(sentTwoLines()), award, { kept: [LAPTOP], lost: [MOUSE] }, ids)).toEqual({
      by: 'held',
      reason: 'signed',
      itemIds: [MOUSE],
    });
    expect(narrowingOf(activeAgreement(), award, { kept: [], lost: [LAPTOP] }, new Map([[LAPTOP, ITEM_ID]]))).toEqual({
      by: 'held',
      reason: 'started',
      itemIds: [LAPTOP],
    });

    let state = actProposal(
      rfq(),
      { type: 'ApplyForProposal', data: { ...P, Advance: 10, SellerRates: [rate(MOUSE)], AgreementId: uuid(71) } },
      SELLER_B,
      testEnv(3000),
    );
    const [a, b] = state.responses;
    state = actProposal(
      state,
      { type: 'AwardLines', data: { ...P, Awards: [{ ItemId: MOUSE, ResponseId: b!.responseId }] } },
      BUYER,
    );
    const record = (ResponseId: string, ItemIds: string[]) => ({
      type: 'RecordAwardNotApplied' as const,
      data: { ...P, AwardEventId: AWARD_EVENT, ResponseId, ItemIds, Reason: 'signed' as const },
    });
    const decision = decideProposal(state, record(a!.responseId, [MOUSE]), LINE_AWARD, testEnv());
    expect(decision.ok && decision.events).toEqual([
      {
        type: 'AwardNotApplied',
        data: {
          userId: 'system',
          awardEventId: AWARD_EVENT,
          responseId: a!.responseId,
          sellerId: SELLER.userId,
          agreementId: AGREEMENT_ID,
          itemIds: [MOUSE],
          reason: 'signed',
        },
      },
    ]);
    const recorded = actProposal(state, record(a!.responseId, [MOUSE]), LINE_AWARD);
    expect(recorded.proposal!.context.unappliedAwards).toEqual([
      {
        awardEventId: AWARD_EVENT,
        responseId: a!.responseId,
        sellerId: SELLER.userId,
        agreementId: AGREEMENT_ID,
        itemIds: [MOUSE],
        reason: 'signed',
      },
    ]);
    // Once per line and seller; only for a line awarded away from that seller; only by the process.
    expectRefused(decideProposal(recorded, record(a!.responseId, [MOUSE]), LINE_AWARD, testEnv()), 'ALREADY_EXISTS');
    expectRefused(decideProposal(state, record(b!.responseId, [MOUSE]), LINE_AWARD, testEnv()), 'INVALID_COMMAND');
    expectRefused(decideProposal(state, record(a!.responseId, [LAPTOP]), LINE_AWARD, testEnv()), 'INVALID_COMMAND');
    expectRefused(decideProposal(state, record(a!.responseId, [MOUSE]), BUYER, testEnv()), 'NOT_ALLOWED');
    expect(unappliedAwardWords(['Mouse'], 'Asha Traders', 'signed')).toBe(
      'The award of “Mouse” could not take it from the agreement with Asha Traders: it was signed before the award reached it, so the line stays with them.',
    );
  });
});
