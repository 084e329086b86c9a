// Given events / when command / then events or refusal, for the agreement stream.
import { describe, expect, it } from '@jest/globals';
import {
  availableActions,
  decideAgreement,
  evolveAgreement,
  initialAgreementState,
  HOUSE_MESSAGES,
  notePaymentSummary,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  INVOICE_ID,
  SELLER,
  SELLER_TERM_ID,
  STRANGER,
  SYSTEM,
  accepted,
  act,
  contractWithNote,
  activeAgreement,
  draftedAgreement,
  expectRefused,
  publishedAgreement,
  fold,
  testEnv,
  uuid,
  withStatus,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
// No advance to take off; payable on the day it settles (the fixtures' terms state no payment period).
const NO_ADVANCE = { advanceReceived: '0.00', advanceDeducted: '0.00', dueDate: '2025-01-15' };
const decide = (state: AgreementState, command: Parameters<typeof decideAgreement>[1], actor = BUYER) =>
  decideAgreement(state, command, actor, testEnv());
const published = publishedAgreement;
const negotiateItem = (Amount: number, CompletionDays: number) =>
  ({ type: 'NegotiateItem', data: { ...A, ItemId: ITEM_ID, Amount, CompletionDays } }) as const;

describe('drafting', () => {
  it('records the contract number the server reserved, and refuses one of another shape', () => {
    const draft = (Number: string) =>
      ({
        type: 'DraftAgreement',
        data: { Number, CreatorType: 'buyer', OtherPartyContactInfo: '+919123456789', ContractType: 'Sales' },
      }) as const;
    const [drafted] = accepted(initialAgreementState, draft('AG-000123'), BUYER);
    expect(drafted).toMatchObject({ type: 'AgreementDrafted', data: { number: 'AG-000123' } });
    const state = act(initialAgreementState, draft('AG-000123'), BUYER);
    expect(state.agreement!.context.number).toBe('AG-000123');
    expectRefused(decideAgreement(initialAgreementState, draft('123'), BUYER, testEnv()), 'INVALID_COMMAND');
  });

  it('records the whole draft in one AgreementDrafted event', () => {
    const events = accepted(
      initialAgreementState,
      {
        type: 'DraftAgreement',
        data: {
          CreatorType: 'buyer',
          OtherPartyContactInfo: '+919123456789',
          ContractType: 'Rental Agreement',
          Items: [
            { ItemTitle: 'Rent', Qty: 1, Tax: 0, CurrencyId: 2, UnitId: 1, Rate: 15000, ItemDeliveredInDays: 30 },
          ],
          Terms: [{ TermTitle: 'Deposit', TermTxt: 'Two months' }],
        },
      },
      BUYER,
      testEnv(500),
    );
    expect(events).toEqual([
      {
        type: 'AgreementDrafted',
        data: {
          agreementId: uuid(500),
          by: 'buyer',
          contractType: 'Rental Agreement',
          parties: { buyerId: BUYER.userId, sellerId: null, counterpartyContact: '+919123456789' },
          sourceProposalId: null,
          currency: 'INR',
          generalTerms: { ldPercent: '0', ldDays: 0, advancePercent: '0', durationDays: 30 },
          deposit: '0.00',
          startDate: null,
          items: [
            {
              itemId: uuid(501),
              hsnSac: '',
              title: 'Rent',
              description: '',
              quantity: '1',
              taxPercent: '0',
              currency: '2',
              unit: '1',
              sellerRate: null,
              buyerRate: '15000.00',
              sellerCompletionDays: null,
              buyerCompletionDays: 30,
            },
          ],
          terms: [
            {
              termId: uuid(502),
              owner: 'buyer',
              title: 'Deposit',
              text: 'Two months',
              isPaymentTerm: false,
              attachmentIds: [],
            },
          ],
        },
      },
    ]);
  });

  it('starts items and terms pending and the agreement Draft', () => {
    const state = draftedAgreement();
    expect(state.agreement!.status).toBe('Draft');
    expect(state.items[ITEM_ID]!.status).toBe('pending');
    expect(state.terms[SELLER_TERM_ID]!.context.owner).toBe('seller');
    expect(state.terms[BUYER_TERM_ID]!.context.owner).toBe('buyer');
  });

  it('refuses a second draft, a self-counterparty, a timer and a missing counterparty', () => {
    const draft = {
      type: 'DraftAgreement',
      data: { CreatorType: 'seller', CounterpartyId: BUYER.userId, ContractType: 'Sales' },
    } as const;
    expectRefused(decide(draftedAgreement(), draft, SELLER), 'ALREADY_EXISTS');
    expectRefused(
      decide(initialAgreementState, { ...draft, data: { ...draft.data, CounterpartyId: SELLER.userId } }, SELLER),
      'INVALID_COMMAND',
    );
    expectRefused(decide(initialAgreementState, draft, SYSTEM), 'NOT_A_PARTY');
    const noContact = decide(
      initialAgreementState,
      { type: 'DraftAgreement', data: { CreatorType: 'seller', ContractType: 'Sales' } },
      SELLER,
    );
    expect(noContact).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'OtherPartyContactInfo: Please enter counterparty email or phone number',
    });
  });
});

describe('refusals before the rules', () => {
  it('refuses an invalid payload, an unknown agreement or entity, and a stranger', () => {
    const state = published();
    const bad = decide(state, {
      type: 'NegotiateItem',
      data: { ...A, ItemId: ITEM_ID, Amount: '-1', CompletionDays: 3 },
    });
    expect(bad).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: `Amount: ${HOUSE_MESSAGES.amountInvalid}`,
    });
    expectRefused(decide(initialAgreementState, { type: 'StartContract', data: A }), 'NOT_FOUND');
    expectRefused(decide(state, { type: 'StartContract', data: { AgreementId: uuid(77) } }), 'NOT_FOUND');
    expectRefused(decide(state, { type: 'AcceptItem', data: { ...A, ItemId: uuid(77) } }), 'NOT_FOUND');
    expectRefused(decide(state, { type: 'StartContract', data: A }, STRANGER), 'NOT_A_PARTY');
  });

  it('acts for a counterparty known only by contact under the role the server vouches for', () => {
    const state = act(
      initialAgreementState,
      {
        type: 'DraftAgreement',
        data: { Id: AGREEMENT_ID, CreatorType: 'seller', OtherPartyContactInfo: 'new@buyer.in', ContractType: 'NDA' },
      },
      SELLER,
    );
    const sent = act(state, { type: 'StartAgreement', data: A }, SELLER);
    const newcomer = { userId: 'user-new', role: 'buyer' as const };
    expect(availableActions(sent, newcomer).agreement.map((a) => a.code ?? a.command)).toContain('AA');
    expectRefused(
      decide(sent, { type: 'StartContract', data: A }, { userId: 'user-new', role: 'seller' }),
      'NOT_A_PARTY',
    );
  });
});

describe('parties joining and auditors', () => {
  const byContact = () =>
    act(
      initialAgreementState,
      {
        type: 'DraftAgreement',
        data: { Id: AGREEMENT_ID, CreatorType: 'seller', OtherPartyContactInfo: 'new@buyer.in', ContractType: 'NDA' },
      },
      SELLER,
    );
  const newcomer = { userId: 'user-new', role: 'buyer' as const };

  it('seats the counterparty known by contact once it joins', () => {
    const events = accepted(byContact(), { type: 'JoinAgreement', data: A }, newcomer);
    expect(events).toEqual([{ type: 'CounterpartyJoined', data: { by: 'buyer', userId: 'user-new' } }]);
    const state = fold(events, byContact());
    expect(state.agreement!.context.buyerId).toBe('user-new');
    expectRefused(
      decide(state, { type: 'JoinAgreement', data: A }, { userId: 'user-other', role: 'buyer' }),
      'NOT_A_PARTY',
    );
    expectRefused(decide(state, { type: 'JoinAgreement', data: A }, SELLER), 'NOT_ALLOWED');
  });

  it('lets either party grant an auditor once and revoke a granted one', () => {
    const grant = { type: 'GrantAuditorAccess', data: { ...A, AuditorId: 'user-ca' } } as const;
    const revoke = { type: 'RevokeAuditorAccess', data: { ...A, AuditorId: 'user-ca' } } as const;
    expectRefused(decide(draftedAgreement(), revoke), 'NOT_FOUND');
    const state = act(draftedAgreement(), grant, SELLER);
    expect(state.agreement!.context.auditorIds).toEqual(['user-ca']);
    expectRefused(decide(state, grant), 'ALREADY_EXISTS');
    expect(act(state, revoke, BUYER).agreement!.context.auditorIds).toEqual([]);
    expectRefused(decide(state, grant, STRANGER), 'NOT_A_PARTY');
  });

  it('refuses a buyer or seller as auditor, and access that ends in the past', () => {
    const grant = (AuditorId: string, Until: string | null = null) =>
      ({ type: 'GrantAuditorAccess', data: { ...A, AuditorId, Until } }) as const;
    expect(decide(draftedAgreement(), grant(BUYER.userId))).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'A buyer or seller of this agreement cannot be its auditor.',
    });
    const today = testEnv().now.slice(0, 10);
    expect(decide(draftedAgreement(), grant('user-ca', '2000-01-01'))).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'The end date of access cannot be in the past.',
    });
    expect(decide(draftedAgreement(), grant('user-ca', today)).ok).toBe(true);
  });
});

describe('the draft', () => {
  it('lets the creator edit, add and remove items, keeping the other side’s offer', () => {
    let state = withStatus(draftedAgreement(), 'items', ITEM_ID, 'pending', {
      buyerRate: '95.00',
      buyerCompletionDays: 12,
    });
    const item = {
      ItemTitle: 'Laptop',
      Qty: 3,
      Tax: 18,
      CurrencyId: 'INR',
      UnitId: 1,
      Rate: 99,
      ItemDeliveredInDays: 9,
    };
    state = act(state, { type: 'UpdateAgreementItem', data: { ...A, ...item, AgItemId: ITEM_ID } }, SELLER);
    expect(state.items[ITEM_ID]!.context).toMatchObject({
      quantity: '3',
      sellerRate: '99.00',
      sellerCompletionDays: 9,
      buyerRate: '95.00',
      buyerCompletionDays: 12,
    });
    expectRefused(
      decide(state, { type: 'UpdateAgreementItem', data: { ...A, ...item, AgItemId: ITEM_ID } }, BUYER),
      'NOT_ALLOWED',
    );
    expectRefused(
      decide(state, { type: 'AddAgreementItem', data: { ...A, ...item, AgItemId: ITEM_ID } }, SELLER),
      'ALREADY_EXISTS',
    );
    state = act(state, { type: 'RemoveAgreementItem', data: { ...A, AgItemId: ITEM_ID } }, SELLER);
    expect(state.items).toEqual({});
    state = act(state, { type: 'AddAgreementItem', data: { ...A, ...item } }, SELLER, testEnv(650));
    expect(state.items[uuid(650)]).toMatchObject({
      status: 'pending',
      context: { title: 'Laptop', sellerRate: '99.00', buyerRate: null },
    });
  });

  it('lets the buyer, and only the buyer, edit and remove terms while it is a draft', () => {
    let state = draftedAgreement();
    const edit = {
      type: 'UpdateAgreementTerm',
      data: { ...A, TermId: SELLER_TERM_ID, TermTitle: 'Warranty', TermTxt: 'Two years' },
    } as const;
    expectRefused(decide(state, edit, SELLER), 'NOT_ALLOWED');
    state = act(state, edit, BUYER);
    expect(state.terms[SELLER_TERM_ID]!.context.text).toBe('Two years');
    state = act(state, { type: 'DeleteAgreementTerm', data: { ...A, TermId: SELLER_TERM_ID } }, BUYER);
    expect(Object.keys(state.terms)).toEqual([BUYER_TERM_ID]);
    state = act(
      state,
      {
        type: 'AddAgreementTerms',
        data: {
          ...A,
          Terms: [
            { TermTitle: 'A', TermTxt: 'a' },
            { TermTitle: 'B', TermTxt: 'b' },
          ],
        },
      },
      SELLER,
    );
    expect(Object.values(state.terms).map((t) => [t.context.title, t.context.owner])).toEqual([
      ['Delivery', 'buyer'],
      ['A', 'seller'],
      ['B', 'seller'],
    ]);
    const afterPublish = act(state, { type: 'StartAgreement', data: A }, SELLER);
    expectRefused(
      decide(afterPublish, { ...edit, data: { ...edit.data, TermId: BUYER_TERM_ID } }, BUYER),
      'NOT_ALLOWED',
    );
  });

  it('edits the general terms for the creator and publishes items and terms with it', () => {
    let state = act(
      draftedAgreement(),
      { type: 'UpdateB2CContract', data: { ...A, LDDays: 9, LDPercent: 1.5, Advance: 20, AgreementDuration: 60 } },
      SELLER,
    );
    expect(state.agreement!.context.generalTerms).toEqual({
      ldPercent: '1.5',
      ldDays: 9,
      advancePercent: '20',
      durationDays: 60,
    });
    state = act(state, { type: 'StartAgreement', data: A }, SELLER);
    expect([state.agreement!.status, state.items[ITEM_ID]!.status, state.terms[BUYER_TERM_ID]!.status]).toEqual([
      'Proposed',
      'Proposed',
      'Proposed',
    ]);
  });
});

describe('negotiation', () => {
  it('turns the general terms between the parties, freezes them on acceptance, then starts (AA)', () => {
    let state = published();
    const counter = (LDPercent: number) =>
      ({
        type: 'NegotiateAgreement',
        data: { ...A, LDPercent, LDDays: 5, Advance: 10, AgreementDuration: 30, RemarkText: 'LD too high' },
      }) as const;
    const events = accepted(state, counter(1), BUYER, testEnv(600));
    expect(events.map((e) => e.type)).toEqual(['RemarkAdded', 'AgreementNegotiated']);
    state = fold(events, state);
    expect(state.agreement!.status).toBe('Waiting for Seller');
    expect(state.remarks).toEqual([
      { by: 'buyer', remarkId: uuid(600), parentId: null, text: 'LD too high', attachmentIds: [] },
    ]);
    state = act(state, counter(1.5), SELLER);
    expect(state.agreement!.status).toBe('Waiting for Buyer');
    expectRefused(decide(state, { type: 'AcceptAgreement', data: A }, SELLER), 'NOT_ALLOWED');
    state = act(state, counter(1.25), BUYER);
    state = act(state, { type: 'AcceptAgreement', data: A }, SELLER);
    expect(state.agreement).toMatchObject({ status: 'Accepted', context: { completionDate: '2025-03-03' } });
    expect(state.agreement!.context.generalTerms.ldPercent).toBe('1.25');
    const frozen = decide(state, counter(0), BUYER);
    expect(frozen).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'Negotiate agreement (BAN) is not available to the buyer while the agreement is Accepted.',
    });
    state = act(state, { type: 'StartContract', data: A }, BUYER, testEnv(1, '2025-06-01T00:00:00Z'));
    expect(state.agreement).toMatchObject({ status: 'Active', context: { completionDate: '2025-03-03' } });
    expect(state.items[ITEM_ID]!.status).toBe('Active');
    expect(Object.values(state.terms).map((t) => t.status)).toEqual(['Accepted', 'Accepted']);
  });

  it('accepts a counter on an item as offered, only for the party it was offered to', () => {
    let state = act(published(), negotiateItem(90, 10), BUYER);
    expect(state.items[ITEM_ID]!.status).toBe('Waiting for Seller');
    expect(decide(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID } }, BUYER)).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      reason: 'Accept item (BIA) is not available to the buyer while the item is Seller Action Pending.',
    });
    state = act(state, negotiateItem(95, 12), SELLER);
    expect(state.items[ITEM_ID]!.status).toBe('Waiting for Buyer');
    state = act(state, { type: 'AcceptItem', data: { ...A, ItemId: ITEM_ID, RemarkText: 'Done' } }, BUYER);
    expect(state.items[ITEM_ID]).toMatchObject({
      status: 'Accepted',
      context: { sellerRate: '95.00', buyerRate: '95.00', sellerCompletionDays: 12, buyerCompletionDays: 12 },
    });
    expect(state.remarks.at(-1)).toMatchObject({ parentId: ITEM_ID, text: 'Done' });
  });

  it('starts straight from Draft for the buyer ("AA" on Draft)', () => {
    const state = activeAgreement();
    expect(state.agreement).toMatchObject({ status: 'Active', context: { completionDate: '2025-03-03' } });
    expect(state.items[ITEM_ID]!.status).toBe('Active');
  });
});

describe('ending an agreement', () => {
  it('rejects with the remark first and rejects every open item and term', () => {
    const events = accepted(published(), { type: 'RejectAgreement', data: { ...A, RemarkText: 'Too costly' } }, BUYER);
    expect(events.map((e) => e.type)).toEqual(['RemarkAdded', 'AgreementRejected']);
    const state = fold(events, published());
    expect([state.agreement!.status, state.items[ITEM_ID]!.status, state.terms[BUYER_TERM_ID]!.status]).toEqual([
      'Rejected',
      'rejected',
      'rejected',
    ]);
  });

  it('expires for the system only, then either party may discard it; its history stays', () => {
    expectRefused(decide(published(), { type: 'ExpireAgreement', data: A }, BUYER), 'NOT_ALLOWED');
    const events = accepted(published(), { type: 'ExpireAgreement', data: A }, SYSTEM);
    expect(events).toEqual([{ type: 'AgreementExpired', data: { by: 'system' } }]);
    let state = fold(events, published());
    expect(state.items[ITEM_ID]!.status).toBe('rejected');
    state = act(state, { type: 'DiscardAgreement', data: A }, BUYER);
    expect(state.agreement!.status).toBe('Discarded');
    expectRefused(decide(state, { type: 'RemarkAgreement', data: { ...A, RemarkText: 'Hi' } }), 'NOT_ALLOWED');
  });

  it('discards a draft for its creator only', () => {
    expectRefused(decide(draftedAgreement(), { type: 'DiscardAgreement', data: A }, BUYER), 'NOT_ALLOWED');
    expect(act(draftedAgreement(), { type: 'DiscardAgreement', data: A }, SELLER).agreement!.status).toBe('Discarded');
  });

  it('completes an active contract for the buyer and closes it for the system', () => {
    const active = activeAgreement();
    expect(act(active, { type: 'CompleteAgreement', data: A }, BUYER).agreement!.status).toBe('Completed');
    expectRefused(decide(active, { type: 'CompleteAgreement', data: A }, SELLER), 'NOT_ALLOWED');
    expect(act(active, { type: 'CloseAgreement', data: A }, SYSTEM).agreement!.status).toBe('Closed');
  });
});

describe('remarks', () => {
  it('attaches a remark to the agreement or one of its entities only', () => {
    const state = act(
      draftedAgreement(),
      {
        type: 'RemarkAgreement',
        data: { ...A, ParentId: BUYER_TERM_ID, RemarkText: 'See clause 4', Attachments: ['file-1'] },
      },
      SELLER,
      testEnv(700),
    );
    expect(state.remarks).toEqual([
      { by: 'seller', remarkId: uuid(700), parentId: BUYER_TERM_ID, text: 'See clause 4', attachmentIds: ['file-1'] },
    ]);
    expectRefused(
      decide(state, { type: 'RemarkAgreement', data: { ...A, ParentId: uuid(88), RemarkText: 'x' } }),
      'NOT_FOUND',
    );
  });
});

describe('invoices, transaction notes and payments', () => {
  it('lets only the seller raise an invoice, and only on an active contract', () => {
    const make: AgreementCommandInput = {
      type: 'MakeInvoice',
      data: { ...A, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 100 }] },
    };
    expectRefused(decide(published(), make, SELLER), 'NOT_ALLOWED');
    const active = activeAgreement();
    expectRefused(decide(active, make, BUYER), 'NOT_ALLOWED');
    expect(decide(active, make, SELLER).ok).toBe(true);
  });

  it('keeps a draft invoice editable by the seller and publishes it with its total', () => {
    let state = activeAgreement();
    const line = { AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 100, Note: '' };
    state = act(
      state,
      { type: 'MakeInvoice', data: { ...A, Id: INVOICE_ID, InvoiceNote: 'Lot 1', ItemList: [line] } },
      SELLER,
      testEnv(800),
    );
    expect(state.invoices[INVOICE_ID]!.context.items[0]).toEqual({
      invoiceItemId: uuid(800),
      agItemId: ITEM_ID,
      hsnSac: '8471',
      title: 'Laptop',
      description: '',
      taxPercent: '18',
      unit: '1',
      quantityDelivered: '1',
      rate: '100.00',
      note: '',
    });
    state = act(
      state,
      {
        type: 'UpdateInvoice',
        data: { ...A, Id: INVOICE_ID, InvoiceNote: 'Lot 1b', ItemList: [{ ...line, QuantityDelivered: 2 }] },
      },
      SELLER,
    );
    expect(state.invoices[INVOICE_ID]!.context.items[0]).toMatchObject({
      invoiceItemId: uuid(800),
      quantityDelivered: '2',
    });
    const editLine = {
      type: 'UpdateInvoiceItem',
      data: { ...A, InvoiceId: INVOICE_ID, Id: uuid(800), QuantityDelivered: 3, Rate: '99.99' },
    } as const;
    state = act(state, editLine, SELLER);
    expectRefused(decide(state, { ...editLine, data: { ...editLine.data, Id: uuid(89) } }, SELLER), 'NOT_FOUND');
    const publish = accepted(state, { type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER);
    // 3 × 99.99 = 299.97, plus 18% = 353.9646 → 353.96
    expect(publish).toEqual([
      { type: 'InvoicePublished', data: { by: 'seller', invoiceId: INVOICE_ID, amount: '353.96' } },
    ]);
    expectRefused(decide(fold(publish, state), editLine, SELLER), 'NOT_ALLOWED');
  });

  it('refuses an invoice for an item that is not active', () => {
    const active = withStatus(activeAgreement(), 'items', ITEM_ID, 'Accepted');
    const make: AgreementCommandInput = {
      type: 'MakeInvoice',
      data: { ...A, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 100 }] },
    };
    expect(decide(active, make, SELLER)).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'Only active items of this agreement can be invoiced.',
    });
  });

  it('reconciles a note, settles what is due and takes payments until paid', () => {
    const { state: start, noteId, noteItemId } = contractWithNote();
    expectRefused(decide(start, { type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } }), 'NOT_ALLOWED');
    const N = { ...A, Id: noteId };
    const lineEdit = (DefectedCount: number, Rate: number) =>
      ({ type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount, Rate } }) as const;
    expect(decide(start, lineEdit(3, 90))).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'Defected count cannot be greater than the delivered count.',
    });
    let state = act(start, lineEdit(1, 90), BUYER);
    state = act(state, { type: 'UpdateTxnNote', data: { ...N, PanalityPercent: 5, NoteRemark: 'One broken' } }, BUYER);
    state = act(state, { type: 'PublishTxnNote', data: { ...A, TxnNoteId: noteId } }, BUYER);
    expect([state.notes[noteId]!.status, state.noteItems[noteItemId]!.status]).toEqual([
      'Waiting for Seller',
      'Active',
    ]);
    state = act(state, { type: 'NegotiateTxnNote', data: { ...N, PanalityPercent: 4, NoteRemark: 'Less' } }, SELLER);
    // No line is countered: the buyer's one accept of the seller's counter completes the note.
    const settle = accepted(state, { type: 'AcceptTxnNote', data: N }, BUYER, testEnv(900));
    // (2 - 1) × 90 = 90.00 + 18% = 106.20; less 4% (4.248 → 4.25) = 101.95
    expect(settle).toEqual([
      { type: 'TxnNoteAccepted', data: { by: 'buyer', noteId, completes: true } },
      {
        type: 'TxnNoteSettled',
        data: { ...NO_ADVANCE, by: 'buyer', noteId, notePaymentId: uuid(900), totalDue: '101.95' },
      },
    ]);
    state = fold(settle, state);
    expect(state.noteItems[noteItemId]!.status).toBe('Completed');

    const pay = (PaidAmount: string) =>
      ({ type: 'MakePayment', data: { ...A, NotePaymentId: uuid(900), PaidAmount, PaymentNote: 'NEFT' } }) as const;
    expect(decide(state, pay('101.96'))).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: 'The amount paid must be above ₹0.00 and at most the ₹101.95 still due.',
    });
    expectRefused(decide(state, pay('0')), 'INVALID_COMMAND');
    expectRefused(decide(state, pay('1'), SELLER), 'NOT_ALLOWED');
    state = act(state, pay('50'), BUYER, testEnv(910));
    const P = { ...A, PaymentId: uuid(910) };
    state = act(state, { type: 'MarkPaymentNotReceived', data: { ...P, Note: 'Not credited' } }, SELLER);
    expect(notePaymentSummary(state, noteId)).toEqual({
      notePaymentId: uuid(900),
      totalDue: '101.95',
      totalPaid: '0.00',
      outstanding: '101.95',
      awaitingConfirmation: '0.00',
      paymentStatus: 'Pending',
    });
    expectRefused(decide(state, { type: 'MarkPaymentReceived', data: P }, SELLER), 'NOT_ALLOWED');
    state = act(state, { type: 'RespondToPayment', data: { ...P, Note: 'UTR 42' } }, BUYER);
    state = act(state, { type: 'MarkPaymentReceived', data: P }, SELLER);
    expect(notePaymentSummary(state, noteId)).toMatchObject({
      totalPaid: '50.00',
      outstanding: '51.95',
      paymentStatus: 'Partly Paid',
    });
    state = act(state, pay('51.95'), BUYER, testEnv(920));
    state = act(state, { type: 'MarkPaymentReceived', data: { ...A, PaymentId: uuid(920) } }, SELLER);
    expect(notePaymentSummary(state, noteId)).toMatchObject({
      totalPaid: '101.95',
      outstanding: '0.00',
      paymentStatus: 'Paid',
    });
    expect(notePaymentSummary(start, noteId)).toBeUndefined();
  });

  it('completes a note on the seller’s first accept, unless a line is still countered', () => {
    const { state: start, noteId, noteItemId } = contractWithNote();
    const N = { ...A, Id: noteId };
    const published = act(start, { type: 'PublishTxnNote', data: { ...A, TxnNoteId: noteId } }, BUYER);
    const once = accepted(published, { type: 'AcceptTxnNote', data: N }, SELLER, testEnv(900));
    expect(once.map((e) => e.type)).toEqual(['TxnNoteAccepted', 'TxnNoteSettled']);
    expect(fold(once, published).notes[noteId]!.status).toBe('Completed');

    // The seller counters the line, then accepts the note: it waits on the line, then his accept completes it.
    const line = (Rate: number) =>
      ({ type: 'NegotiateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 0, Rate } }) as const;
    let state = act(published, line(105), SELLER);
    state = act(state, { type: 'AcceptTxnNote', data: N }, SELLER);
    expect(state.notes[noteId]!.status).toBe('Active');
    expectRefused(decide(state, { type: 'CompleteTxnNote', data: N }, BUYER), 'NOT_ALLOWED');
    state = act(state, line(105), BUYER);
    state = act(state, { type: 'AcceptTxnNoteItem', data: { ...A, Id: noteItemId } }, SELLER);
    state = act(state, { type: 'AcceptTxnNote', data: N }, SELLER, testEnv(910));
    expect([state.notes[noteId]!.status, state.notes[noteId]!.context.notePaymentId]).toEqual(['Completed', uuid(910)]);
  });

  it('lets the buyer complete a draft note at once (CTN), at the invoice rates', () => {
    const { state, noteId, noteItemId } = contractWithNote();
    const events = accepted(state, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER, testEnv(950));
    expect(events.at(-1)).toEqual({
      type: 'TxnNoteSettled',
      data: { ...NO_ADVANCE, by: 'buyer', noteId, notePaymentId: uuid(950), totalDue: '236.00' },
    });
    expect(fold(events, state).noteItems[noteItemId]!.status).toBe('Completed');
  });

  it('negotiates note lines in turns and accepts them when rates match', () => {
    const { state: start, noteId, noteItemId } = contractWithNote();
    let state = act(start, { type: 'PublishTxnNote', data: { ...A, TxnNoteId: noteId } }, BUYER);
    const offer = (Rate: number) =>
      ({ type: 'NegotiateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 0, Rate } }) as const;
    const accept = { type: 'AcceptTxnNoteItem', data: { ...A, Id: noteItemId } } as const;
    state = act(state, offer(95), SELLER);
    state = act(state, offer(90), BUYER);
    expectRefused(decide(state, accept, SELLER), 'NOT_ALLOWED');
    state = act(state, offer(90), SELLER);
    state = act(state, accept, BUYER);
    expect(state.noteItems[noteItemId]).toMatchObject({
      status: 'Accepted',
      context: { sellerRate: '90.00', buyerRate: '90.00' },
    });
  });
});

describe('state', () => {
  it('is plain JSON: a stored copy offers the same actions', () => {
    const { state } = contractWithNote();
    const copy = JSON.parse(JSON.stringify(state)) as AgreementState;
    expect(copy).toEqual(state);
    expect(availableActions(copy, BUYER)).toEqual(availableActions(state, BUYER));
  });

  it('ignores events that do not apply (evolve folds facts without judging them)', () => {
    const state = draftedAgreement();
    expect(evolveAgreement(state, { type: 'ItemAccepted', data: { by: 'buyer', itemId: uuid(99) } })).toEqual(state);
  });
});
