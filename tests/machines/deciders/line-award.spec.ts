// Line award on an RFQ: given two sellers' quotes, when the owner awards lines, then events or a
// refusal; and how each seller's draft agreement is narrowed afterwards.
import { describe, expect, it } from '@jest/globals';
import {
  availableProposalActions,
  awardedShare,
  decideAgreement,
  decideProposal,
  draftAgreementFromResponse,
  draftItemIdsOf,
  evolveProposal,
  initialAgreementState,
  initialProposalState,
  narrowingCommands,
  proposalLifecycle,
  type Actor,
  type AgreementDrafted,
  type ProposalState,
} from '@samvida/machines';
import {
  BUYER,
  PROPOSAL_ID,
  SELLER,
  STRANGER,
  actProposal,
  expectRefused,
  testEnv,
  uuid,
} from '../support/fixtures.js';

const P = { ProposalId: PROPOSAL_ID };
const LAPTOP = uuid(60);
const MOUSE = uuid(61);
const BAG = uuid(62);
const SELLER_B: Actor = { userId: 'user-seller-b', phoneNumber: '+919000000002' };

const addItem = (state: ProposalState, Id: string, ItemTitle: string) =>
  actProposal(state, { type: 'AddRFQItem', data: { ...P, Id, ItemTitle, ItemQuantity: 2, Unit: 1 } }, BUYER);
const rate = (ItemId: string, Amount: string) => ({
  ItemId,
  Amount,
  ItemTax: 18,
  CompletionDays: 10,
  Currency: 'INR',
  SellingUnit: 1,
});

/** An open RFQ of three lines: seller A quotes all three, seller B the laptop and the mouse. */
function quotedRfq(): ProposalState {
  let state = actProposal(
    initialProposalState,
    { type: 'SaveRFQ', data: { Id: PROPOSAL_ID, InviteOnly: false } },
    BUYER,
  );
  state = addItem(addItem(addItem(state, LAPTOP, 'Laptop'), MOUSE, 'Mouse'), BAG, 'Bag');
  state = actProposal(state, { type: 'StartRFQ', data: P }, BUYER);
  const apply = (rates: ReturnType<typeof rate>[], AgreementId: string, actor: Actor) =>
    actProposal(
      state,
      { type: 'ApplyForProposal', data: { ...P, Advance: 10, SellerRates: rates, AgreementId } },
      actor,
      testEnv(actor === SELLER ? 2000 : 3000),
    );
  state = apply([rate(LAPTOP, '45000'), rate(MOUSE, '450'), rate(BAG, '1200')], uuid(70), SELLER);
  state = apply([rate(LAPTOP, '44000'), rate(MOUSE, '470')], uuid(71), SELLER_B);
  return state;
}
const responseOf = (state: ProposalState, actor: Actor) => state.responses.find((r) => r.userId === actor.userId)!;
const award = (state: ProposalState, awards: [string, Actor][], actor = BUYER) =>
  decideProposal(
    state,
    {
      type: 'AwardLines',
      data: {
        ...P,
        Awards: awards.map(([ItemId, seller]) => ({ ItemId, ResponseId: responseOf(state, seller).responseId })),
      },
    },
    actor,
    testEnv(),
  );
const offersAward = (state: ProposalState, actor = BUYER) =>
  availableProposalActions(state, actor).proposal.some((action) => action.command === 'AwardLines');
/** The state after an award the machines approve. */
function awarded(state: ProposalState, awards: [string, Actor][]): ProposalState {
  const decision = award(state, awards);
  if (!decision.ok) throw new Error(`AwardLines refused: ${decision.reason}`);
  return decision.events.reduce(evolveProposal, state);
}

describe('awarding RFQ lines', () => {
  it('awards lines to different sellers, leaves the rest undecided, and offers the award only to the owner', () => {
    const state = quotedRfq();
    expect(offersAward(state)).toBe(true);
    expect([SELLER, SELLER_B, STRANGER].map((actor) => offersAward(state, actor))).toEqual([false, false, false]);
    const decision = award(state, [
      [LAPTOP, SELLER_B],
      [MOUSE, SELLER],
    ]);
    const line = (itemId: string, seller: Actor, agreementId: string) => ({
      itemId,
      responseId: responseOf(state, seller).responseId,
      sellerId: seller.userId,
      agreementId,
    });
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'ProposalLinesAwarded',
          data: { userId: BUYER.userId, awards: [line(LAPTOP, SELLER_B, uuid(71)), line(MOUSE, SELLER, uuid(70))] },
        },
      ],
    });
    const after = awarded(state, [
      [LAPTOP, SELLER_B],
      [MOUSE, SELLER],
    ]);
    expect(after.proposal!.status).toBe('Active');
    expect(after.proposal!.context.awards).toHaveLength(2);
    // The bag is still open, so the award is still offered.
    expect(offersAward(after)).toBe(true);
  });

  it('closes the RFQ with the award that decides its last line, and awards nothing more then', () => {
    const partly = awarded(quotedRfq(), [[LAPTOP, SELLER_B]]);
    const decision = award(partly, [
      [MOUSE, SELLER],
      [BAG, SELLER],
    ]);
    expect(decision.ok && decision.events.map((event) => event.type)).toEqual([
      'ProposalLinesAwarded',
      'ProposalClosed',
    ]);
    const closed = awarded(partly, [
      [MOUSE, SELLER],
      [BAG, SELLER],
    ]);
    expect(closed.proposal!.status).toBe('Closed');
    expect(offersAward(closed)).toBe(false);
    expectRefused(award(closed, [[BAG, SELLER]]), 'NOT_ALLOWED');
  });

  it('lets the owner award open lines of a closed RFQ without closing it again', () => {
    const closed = actProposal(quotedRfq(), { type: 'CloseProposal', data: P }, BUYER);
    expect(offersAward(closed)).toBe(true);
    const decision = award(closed, [
      [LAPTOP, SELLER],
      [MOUSE, SELLER_B],
      [BAG, SELLER],
    ]);
    expect(decision.ok && decision.events.map((event) => event.type)).toEqual(['ProposalLinesAwarded']);
  });

  it('refuses a line the seller did not quote, one named twice, one already awarded, or an unknown line', () => {
    const state = awarded(quotedRfq(), [[LAPTOP, SELLER]]);
    const refusal = (decision: ReturnType<typeof award>) => (decision.ok ? null : [decision.code, decision.reason]);
    expect(refusal(award(state, [[BAG, SELLER_B]]))).toEqual([
      'INVALID_COMMAND',
      'The seller you chose did not quote for “Bag”.',
    ]);
    expect(
      refusal(
        award(state, [
          [MOUSE, SELLER],
          [MOUSE, SELLER_B],
        ]),
      ),
    ).toEqual(['INVALID_COMMAND', 'Choose only one seller for “Mouse”.']);
    expect(refusal(award(state, [[LAPTOP, SELLER_B]]))).toEqual(['NOT_ALLOWED', '“Laptop” is already awarded.']);
    const unknown = decideProposal(
      state,
      {
        type: 'AwardLines',
        data: { ...P, Awards: [{ ItemId: uuid(99), ResponseId: responseOf(state, SELLER).responseId }] },
      },
      BUYER,
      testEnv(),
    );
    expect(refusal(unknown)).toEqual(['NOT_FOUND', 'A line you chose is not part of this RFQ.']);
    const empty = decideProposal(state, { type: 'AwardLines', data: { ...P, Awards: [] } }, BUYER, testEnv());
    expect(refusal(empty)).toEqual(['INVALID_COMMAND', 'Awards: Choose a seller for at least one line.']);
  });

  it('refuses every seller and stranger, and an RFQ that is not taking awards', () => {
    const state = quotedRfq();
    for (const actor of [SELLER, SELLER_B, STRANGER])
      expectRefused(award(state, [[LAPTOP, SELLER]], actor), 'NOT_ALLOWED');
    const completed = actProposal(
      actProposal(state, { type: 'CloseProposal', data: P }, BUYER),
      { type: 'CompleteProposal', data: P },
      BUYER,
    );
    const decision = award(completed, [[LAPTOP, SELLER]]);
    expect(decision.ok ? null : decision.reason).toBe(
      'Award lines is not available to you while the proposal is Completed.',
    );
  });

  it('the machine takes an award only from the owner, for a seller who answered, once per line', () => {
    const entity = quotedRfq().proposal!;
    const event = (userId: string, sellerId: string, itemIds = [LAPTOP]) => ({
      type: 'ProposalLinesAwarded' as const,
      userId,
      awards: itemIds.map((itemId) => ({ itemId, responseId: uuid(80), sellerId, agreementId: uuid(81) })),
    });
    expect(proposalLifecycle.allows(entity, event(BUYER.userId, SELLER.userId))).toBe(true);
    expect(proposalLifecycle.allows(entity, event(SELLER.userId, SELLER.userId))).toBe(false);
    expect(proposalLifecycle.allows(entity, event(BUYER.userId, STRANGER.userId))).toBe(false);
    expect(proposalLifecycle.allows(entity, event(BUYER.userId, SELLER.userId, [LAPTOP, LAPTOP]))).toBe(false);
    const after = proposalLifecycle.apply(entity, event(BUYER.userId, SELLER.userId));
    expect(proposalLifecycle.allows(after, event(BUYER.userId, SELLER_B.userId))).toBe(false);
  });
});

describe('narrowing the sellers’ drafts', () => {
  const draftedOf = (state: ProposalState, seller: Actor): AgreementDrafted['data'] => {
    const command = draftAgreementFromResponse(state.proposal!.context, responseOf(state, seller));
    const decision = decideAgreement(initialAgreementState, command, { ...seller, role: 'seller' }, testEnv(5000));
    if (!decision.ok) throw new Error(decision.reason);
    return (decision.events[0] as { data: AgreementDrafted['data'] }).data;
  };

  it('removes from each draft the lines gone to the other seller, and discards a draft left with none', () => {
    const state = awarded(quotedRfq(), [
      [LAPTOP, SELLER_B],
      [MOUSE, SELLER_B],
    ]);
    const proposal = state.proposal!.context;
    const a = responseOf(state, SELLER);
    const b = responseOf(state, SELLER_B);
    expect(awardedShare(proposal, a)).toEqual({ kept: [BAG], lost: [LAPTOP, MOUSE] });
    expect(awardedShare(proposal, b)).toEqual({ kept: [LAPTOP, MOUSE], lost: [] });

    const draftA = draftedOf(state, SELLER);
    const idsA = draftItemIdsOf(proposal, a, draftA);
    expect([...idsA.keys()]).toEqual([LAPTOP, MOUSE, BAG]);
    expect(idsA.get(BAG)).toBe(draftA.items[2]!.itemId);
    const present = (removed: string[]) => (agItemId: string) => !removed.includes(agItemId);
    expect(narrowingCommands(uuid(70), awardedShare(proposal, a), idsA, present([]))).toEqual([
      { type: 'RemoveAgreementItem', data: { AgreementId: uuid(70), AgItemId: idsA.get(LAPTOP) } },
      { type: 'RemoveAgreementItem', data: { AgreementId: uuid(70), AgItemId: idsA.get(MOUSE) } },
    ]);
    // A line the seller already took out is not removed twice.
    expect(narrowingCommands(uuid(70), awardedShare(proposal, a), idsA, present([idsA.get(LAPTOP)!]))).toHaveLength(1);

    const bagToB = { kept: [], lost: [BAG] };
    expect(narrowingCommands(uuid(70), bagToB, idsA, present([]))).toEqual([
      { type: 'DiscardAgreement', data: { AgreementId: uuid(70) } },
    ]);
  });
});
