// Issue 37, points 2 and 4: whose move it is comes from one rule (the banner, the rows' labels, the
// dashboard flags), and a party offered a counter can accept it on items, terms and the general terms.
import { describe, expect, it } from '@jest/globals';
import {
  agreementTurn,
  availableActions,
  awaitedMoveLabel,
  awaitedMoves,
  hasExecutionMove,
  nextActorLabel,
  waitingOn,
  type Actor,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  SELLER,
  SELLER_TERM_ID,
  act,
  activeAgreement,
  contractWithNote,
  draftedAgreement,
  testEnv,
  uuid,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const generalTerms = (LDPercent: string) => ({ ...A, LDPercent, LDDays: 5, Advance: '10', AgreementDuration: 30 });
const TITLE = { [BUYER_TERM_ID]: 'Delivery', [SELLER_TERM_ID]: 'Warranty' };
const reword = (TermId: string, TermTxt: string) =>
  ({ type: 'NegotiateTerm', data: { ...A, TermId, TermTitle: TITLE[TermId]!, TermTxt } }) as const;

/** What the banner says each party is waited on for. */
const waitsFor = (state: AgreementState) => {
  const awaited = awaitedMoves(state);
  return {
    buyer: awaited.buyer.map((move) => awaitedMoveLabel(state, move)),
    seller: awaited.seller.map((move) => awaitedMoveLabel(state, move)),
  };
};

/** The seller's builder draft, published; the buyer counters the item, his term and the general terms. */
function buyerCountered(): AgreementState {
  let state = act(draftedAgreement(), { type: 'StartAgreement', data: A }, SELLER);
  state = act(state, { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 90, CompletionDays: 8 } }, BUYER);
  state = act(state, reword(SELLER_TERM_ID, 'Two years'), BUYER);
  return act(state, { type: 'NegotiateAgreement', data: generalTerms('3') }, BUYER);
}

/** {@link buyerCountered}, and the seller answers every item and term with a counter of his own. */
function sellerAnsweredLines(): AgreementState {
  let state = buyerCountered();
  state = act(state, { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 95, CompletionDays: 9 } }, SELLER);
  state = act(state, reword(SELLER_TERM_ID, 'Eighteen months'), SELLER);
  return act(state, reword(BUYER_TERM_ID, 'At the gate'), SELLER);
}

const codesOf = (state: AgreementState, actor: Actor) => {
  const actions = availableActions(state, actor);
  return {
    agreement: actions.agreement.map((a) => a.command).filter((c) => /^(Accept|Negotiate|Start)/.test(c)),
    item: actions.items[ITEM_ID]!.map((a) => a.command),
    buyerTerm: actions.terms[BUYER_TERM_ID]!.map((a) => a.command),
    sellerTerm: actions.terms[SELLER_TERM_ID]!.map((a) => a.command),
  };
};

describe('whose move', () => {
  it('waits on both when the seller answered the lines but not the general terms, and says on what', () => {
    const state = sellerAnsweredLines();
    expect(agreementTurn(state)).toBe('both');
    expect(waitsFor(state)).toEqual({
      buyer: ["'Laptop'", "the term 'Warranty'", "the term 'Delivery'"],
      seller: ['the general terms'],
    });
    // The rows say who acts next: each line the buyer; the agreement's own row the seller.
    const waiting = waitingOn(awaitedMoves(state));
    expect([ITEM_ID, SELLER_TERM_ID, BUYER_TERM_ID].map((id) => waiting.get(id))).toEqual(['buyer', 'buyer', 'buyer']);
    expect(waiting.get('agreement')).toBe('seller');
    expect(nextActorLabel(state.items[ITEM_ID]!.status, waiting.get(ITEM_ID))).toBe('Buyer Action Pending');
    expect(nextActorLabel(state.agreement!.status, waiting.get('agreement'))).toBe('Seller Action Pending');
  });

  it('waits on the buyer alone once the seller also countered the general terms, with an Accept on each', () => {
    const state = act(sellerAnsweredLines(), { type: 'NegotiateAgreement', data: generalTerms('2.5') }, SELLER);
    expect(agreementTurn(state)).toBe('buyer');
    expect(waitsFor(state)).toEqual({
      buyer: ['the general terms and starting the contract', "'Laptop'", "the term 'Warranty'", "the term 'Delivery'"],
      seller: [],
    });
    expect(codesOf(state, BUYER)).toEqual({
      agreement: ['StartContract', 'NegotiateAgreement', 'AcceptAgreement'],
      item: ['NegotiateItem', 'AcceptItem'],
      buyerTerm: ['NegotiateTerm', 'AcceptTerm'],
      sellerTerm: ['NegotiateTerm', 'AcceptTerm'],
    });
    expect(codesOf(state, SELLER)).toEqual({ agreement: [], item: [], buyerTerm: [], sellerTerm: [] });
  });

  it('lets the buyer accept every counter as offered, then start: no text sent twice', () => {
    let state = act(sellerAnsweredLines(), { type: 'NegotiateAgreement', data: generalTerms('2.5') }, SELLER);
    state = act(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, BUYER);
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } }, BUYER);
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: SELLER_TERM_ID } }, BUYER);
    state = act(state, { type: 'AcceptAgreement', data: A }, BUYER);
    expect(state.items[ITEM_ID]).toMatchObject({
      status: 'Accepted',
      context: { buyerRate: '95.00', buyerCompletionDays: 9 },
    });
    expect([state.terms[BUYER_TERM_ID]!.context.text, state.terms[SELLER_TERM_ID]!.context.text]).toEqual([
      'At the gate',
      'Eighteen months',
    ]);
    expect(state.agreement).toMatchObject({
      status: 'Accepted',
      context: { generalTerms: { ldPercent: '2.5' } },
    });
    expect(waitsFor(state)).toEqual({ buyer: ['starting the contract'], seller: [] });
    state = act(state, { type: 'StartContract', data: A }, BUYER);
    expect(state.agreement!.status).toBe('Active');
  });

  it('lets the seller accept the buyer’s counters, on his own term too', () => {
    let state = buyerCountered();
    expect(waitsFor(state)).toEqual({
      buyer: [],
      seller: ['the general terms', "'Laptop'", "the term 'Warranty'", "the term 'Delivery'"],
    });
    state = act(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, SELLER);
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: SELLER_TERM_ID } }, SELLER);
    expect([state.items[ITEM_ID]!.context.sellerRate, state.terms[SELLER_TERM_ID]!.status]).toEqual([
      '90.00',
      'Accepted',
    ]);
  });

  it('waits on the buyer to pay the advance, then on the seller to confirm it, then on nobody', () => {
    let state = activeAgreement(testEnv(500));
    expect(waitsFor(state)).toEqual({ buyer: ['paying the advance'], seller: [] });
    expect(hasExecutionMove(state, BUYER)).toBe(true);
    state = act(
      state,
      { type: 'PayAdvance', data: { ...A, NotePaymentId: uuid(500), PaidAmount: '59', PaymentNote: 'UPI' } },
      BUYER,
      testEnv(600),
    );
    expect(waitsFor(state)).toEqual({ buyer: [], seller: ['confirming the payment of ₹59.00'] });
    expect([agreementTurn(state), hasExecutionMove(state, BUYER), hasExecutionMove(state, SELLER)]).toEqual([
      'seller',
      false,
      true,
    ]);
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: uuid(600) } }, SELLER);
    expect([agreementTurn(state), waitsFor(state)]).toEqual([null, { buyer: [], seller: [] }]);
  });

  it('follows a transaction note: the buyer publishes it, the seller’s one accept completes it', () => {
    const { state: withNote, noteId } = contractWithNote();
    const waiting = (state: AgreementState) => waitingOn(awaitedMoves(state)).get(noteId);
    expect(waiting(withNote)).toBe('buyer');
    const published = act(withNote, { type: 'PublishTxnNote', data: { ...A, TxnNoteId: noteId } }, BUYER);
    expect(waiting(published)).toBe('seller');
    expect(nextActorLabel(published.notes[noteId]!.status, waiting(published))).toBe('Seller Action Pending');
    const completed = act(published, { type: 'AcceptTxnNote', data: { ...A, Id: noteId } }, SELLER, testEnv(900));
    expect(completed.notes[noteId]!.status).toBe('Completed');
    // The buyer now pays what the note settled at; that is no answer the note's row waits for.
    expect(waitsFor(completed).buyer).toEqual(expect.arrayContaining(['paying the transaction note of the invoice']));
    expect(waiting(completed)).toBeUndefined();
  });

  it('agrees with the quick turn in every state above', () => {
    const states = [buyerCountered(), sellerAnsweredLines(), activeAgreement(), contractWithNote().state];
    const turnOf = ({ buyer, seller }: ReturnType<typeof awaitedMoves>) =>
      buyer.length && seller.length ? 'both' : buyer.length ? 'buyer' : seller.length ? 'seller' : null;
    expect(states.map(agreementTurn)).toEqual(states.map((state) => turnOf(awaitedMoves(state))));
    expect(states.map(agreementTurn)).toEqual(['seller', 'both', 'buyer', 'buyer']);
  });
});
