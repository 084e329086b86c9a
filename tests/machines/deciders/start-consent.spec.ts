// Issue 11, points 1 and 2: a contract starts only when both parties accepted the draft, and the
// party whose move it is has the actions to make it (the other has none).
import { describe, expect, it } from '@jest/globals';
import {
  agreementTurn,
  availableActions,
  decideAgreement,
  initialAgreementState,
  type AgreementState,
  type Actor,
} from '@samvida/machines';
import { AGREEMENT_ID, BUYER, ITEM_ID, SELLER, act, testEnv } from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const start = { type: 'StartContract', data: A } as const;

/** A builder contract drafted by `creator` with one item (its rate, if any, on the creator's side) and one term. */
function sent(creator: Actor, Rate?: string): AgreementState {
  const by = creator === BUYER ? 'buyer' : 'seller';
  const other = creator === BUYER ? SELLER : BUYER;
  const drafted = act(
    initialAgreementState,
    {
      type: 'DraftAgreement',
      data: {
        Id: AGREEMENT_ID,
        CreatorType: by,
        OtherPartyContactInfo: other.phoneNumber!,
        CounterpartyId: other.userId,
        ContractType: 'Sales',
        Items: [
          {
            AgItemId: ITEM_ID,
            ItemTitle: 'Cement',
            Qty: '10',
            Tax: '18',
            CurrencyId: 'INR',
            UnitId: 1,
            ...(Rate ? { Rate, ItemDeliveredInDays: 7 } : {}),
          },
        ],
        Terms: [{ TermTitle: 'Delivery', TermTxt: 'At site' }],
      },
    },
    creator,
    testEnv(24),
  );
  return drafted;
}
const publish = (state: AgreementState, creator: Actor) => act(state, { type: 'StartAgreement', data: A }, creator);

const termIdOf = (state: AgreementState) => Object.keys(state.terms)[0]!;
const codes = (state: AgreementState, actor: Actor) => {
  const actions = availableActions(state, actor);
  return [
    ...actions.agreement.map((a) => a.code ?? a.command),
    ...Object.values(actions.items).flatMap((list) => list.map((a) => a.code ?? a.command)),
    ...Object.values(actions.terms).flatMap((list) => list.map((a) => a.code ?? a.command)),
  ].filter((code) => !/^(RemarkAgreement|GrantAuditorAccess|RevokeAuditorAccess|AR)$/.test(code));
};

describe('a buyer-built contract', () => {
  it('cannot be started by the buyer before the seller saw it', () => {
    const draft = sent(BUYER, '6500');
    expect(codes(draft, BUYER)).not.toContain('AA');
    expect(decideAgreement(draft, start, BUYER, testEnv())).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  it('waits on the seller once sent: the seller quotes or accepts, the buyer has no move', () => {
    const state = publish(sent(BUYER, '6500'), BUYER);
    expect(codes(state, BUYER)).toEqual([]);
    expect(codes(state, SELLER).sort()).toEqual(['BTSA', 'BTSN', 'SAA', 'SAN', 'SIA', 'SIN']);
    expect(agreementTurn(state)).toBe('seller');
    expect(decideAgreement(state, start, BUYER, testEnv())).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  it('starts once the seller accepted the rate, the term and the general terms', () => {
    let state = publish(sent(BUYER, '6500'), BUYER);
    state = act(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, SELLER);
    expect(state.items[ITEM_ID]).toMatchObject({
      status: 'Accepted',
      context: { sellerRate: '6500.00', sellerCompletionDays: 7, buyerRate: '6500.00', buyerCompletionDays: 7 },
    });
    expect(decideAgreement(state, start, BUYER, testEnv())).toMatchObject({ ok: false });
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: termIdOf(state) } }, SELLER);
    state = act(state, { type: 'AcceptAgreement', data: A }, SELLER);
    expect(agreementTurn(state)).toBe('buyer');
    state = act(state, start, BUYER);
    expect(state.agreement!.status).toBe('Active');
  });

  it('goes back to the buyer when the seller quotes another rate; Start accepts that quote', () => {
    let state = publish(sent(BUYER, '6500'), BUYER);
    state = act(
      state,
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 7000, CompletionDays: 9 } },
      SELLER,
    );
    state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: termIdOf(state) } }, SELLER);
    state = act(state, { type: 'AcceptAgreement', data: A }, SELLER);
    expect(state.items[ITEM_ID]!.status).toBe('Waiting for Buyer');
    expect(agreementTurn(state)).toBe('buyer');
    state = act(state, start, BUYER);
    expect(state.items[ITEM_ID]).toMatchObject({
      status: 'Active',
      context: { buyerRate: '7000.00', buyerCompletionDays: 9 },
    });
  });
});

describe('a seller draft with an unpriced item (as from an RFQ)', () => {
  it('refuses Start with the item named until the seller quotes it', () => {
    let state = publish(sent(SELLER), SELLER);
    expect(decideAgreement(state, start, BUYER, testEnv())).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: "The contract cannot start yet: the item 'Cement' has no agreed rate and completion days.",
    });
    expect(codes(state, BUYER)).not.toContain('BIN');
    expect(codes(state, SELLER)).toContain('SIN');
    state = act(
      state,
      { type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount: 300, CompletionDays: 4 } },
      SELLER,
    );
    state = act(state, start, BUYER);
    expect(state.agreement!.status).toBe('Active');
    expect(state.items[ITEM_ID]!.context).toMatchObject({ buyerRate: '300.00', buyerCompletionDays: 4 });
  });

  it('refuses Start while a buyer term waits on the seller', () => {
    let state = publish(sent(SELLER, '300'), SELLER);
    state = act(
      state,
      { type: 'NegotiateTerm', data: { ...A, TermId: termIdOf(state), TermTitle: 'Delivery', TermTxt: 'At the gate' } },
      BUYER,
    );
    expect(decideAgreement(state, start, BUYER, testEnv())).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: "The contract cannot start yet: the term 'Delivery' is not accepted by both parties.",
    });
  });
});
