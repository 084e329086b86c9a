// A purchase order on its agreement stream: header, the lines, the payment schedule, the publish rule
// and the timeline tree, as given events / when command / then events or refusal. Issue 41: the order
// is the contract its invoices bill, so it takes no taxes or discount of its own, lines need a
// quantity and days within the order's, the schedule's advance is the contract's, and an empty or
// ₹0.00 order is not published.
import { describe, expect, it } from '@jest/globals';
import {
  CONTRACT_MESSAGES as CM,
  HOUSE_MESSAGES as HM,
  PO_MESSAGES,
  availableAgreementActions,
  decideAgreement,
  initialAgreementState,
  purchaseOrderSchedule,
  purchaseOrderTimeline,
  purchaseOrderTotals,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import { AGREEMENT_ID, BUYER, SELLER, act, expectRefused, fold, testEnv, uuid } from '../support/fixtures.js';
import { A, ITEM_A, ITEM_B, addPayment, createdOrder, freshEnv, header } from '../support/purchase-order.js';

const decide = (state: AgreementState, command: AgreementCommandInput, actor = BUYER) =>
  decideAgreement(state, command, actor, testEnv());
// The reason without the field a form would show it beside ("PoTitle: Title is required.").
const refusalOf = (state: AgreementState, command: AgreementCommandInput, actor = BUYER) => {
  const decision = decide(state, command, actor);
  return decision.ok ? 'approved' : decision.reason.replace(/^\w+: /, '');
};

describe('purchase-order header', () => {
  it('records the header and keeps the agreement duration equal to the completion days', () => {
    const state = createdOrder();
    expect(state.purchaseOrder!.header).toMatchObject({ title: 'Office chairs', completionDays: 90, discount: '0' });
    const edited = act(
      state,
      { type: 'SetPurchaseOrderDetails', data: { ...A, ...header, PoCompletionDurationInDays: 60 } },
      BUYER,
    );
    expect(edited.purchaseOrder!.header.completionDays).toBe(60);
    expect(edited.agreement!.context.generalTerms.durationDays).toBe(60);
  });

  it('refuses the header rules with their messages', () => {
    const state = createdOrder();
    const set = (fields: object) =>
      refusalOf(state, { type: 'SetPurchaseOrderDetails', data: { ...A, ...header, ...fields } } as never);
    expect(set({ PoTitle: '' })).toBe(HM.poTitleRequired);
    expect(set({ PoNotificationPeriod: 91 })).toBe(HM.poNotificationTooLong);
    expect(set({ PoCompletionDurationInDays: 0 })).toBe(HM.poCompletionMin);
    expect(set({ PoDiscount: -1 })).toBe(HM.poDiscountNegative);
    expect(set({ PoDiscount: 100 })).toBe(PO_MESSAGES.discountRefused);
    expect(set({ PoRaisedForPhoneNumber: '+919000000000' })).toBe(
      'The phone number of the other party cannot change once the order is created.',
    );
    expect(set({ RaisedBy: 'Seller' })).toBe('This order was raised by the buyer.');
  });

  it('is edited by its creator in Draft only, and only on a purchase order', () => {
    const state = createdOrder();
    expectRefused(decide(state, { type: 'SetPurchaseOrderDetails', data: { ...A, ...header } }, SELLER), 'NOT_ALLOWED');
    const builder = act(
      initialAgreementState,
      {
        type: 'DraftAgreement',
        data: { Id: AGREEMENT_ID, CreatorType: 'buyer', OtherPartyContactInfo: 'x@y.in', ContractType: 'Sales' },
      },
      BUYER,
    );
    expectRefused(decide(builder, { type: 'SetPurchaseOrderDetails', data: { ...A, ...header } }), 'NOT_ALLOWED');
    expectRefused(decide(builder, { type: 'AddPoTax', data: { ...A, title: 'Cess', percent: 1 } }), 'NOT_ALLOWED');
    expect(availableAgreementActions(builder, BUYER).agreement.map((a) => a.command)).not.toContain('AddPoTax');
  });
});

describe('contract amount', () => {
  it("is the items' amounts, GST line by line: the order adds no taxes of its own", () => {
    const state = createdOrder();
    expect(refusalOf(state, { type: 'AddPoTax', data: { ...A, title: 'Cess', percent: 1.5 } })).toBe(
      PO_MESSAGES.taxesRefused,
    );
    expect(purchaseOrderTotals(state)).toMatchObject({ itemsTotal: '2180.00', contractAmount: '2180.00' });
  });

  it('refuses to publish an older draft holding a tax or a discount, which its invoices could not carry', () => {
    const full = addPayment(createdOrder(), { type: 'F', note: 'Balance' });
    const header = full.purchaseOrder!.header;
    const taxed = fold(
      [{ type: 'PoTaxAdded', data: { by: 'buyer', tax: { taxId: uuid(70), title: 'Cess', percent: '1' } } }],
      full,
    );
    expect(refusalOf(taxed, { type: 'StartAgreement', data: A })).toBe(PO_MESSAGES.taxesRefused);
    const taxId = taxed.purchaseOrder!.taxes[0]!.taxId;
    expect(refusalOf(taxed, { type: 'RemovePoTax', data: { ...A, TaxId: taxId } })).toBe('approved');
    const discounted = fold(
      [{ type: 'PurchaseOrderDetailsSet', data: { by: 'buyer', header: { ...header, discount: '100' } } }],
      full,
    );
    expect(refusalOf(discounted, { type: 'StartAgreement', data: A })).toBe(PO_MESSAGES.discountRefused);
  });
});

describe('order lines', () => {
  const line = (fields: object) =>
    ({
      type: 'AddAgreementItem',
      data: { ...A, CurrencyId: 'INR', UnitId: 1, ItemTitle: 'Lamp', Qty: 1, Tax: 18, Rate: 10, ...fields },
    }) as AgreementCommandInput;

  it('need a quantity above 0 and days within the order’s completion days', () => {
    const state = createdOrder();
    expect(refusalOf(state, line({ Qty: 0, ItemDeliveredInDays: 5 }))).toBe(PO_MESSAGES.quantityZero);
    expect(refusalOf(state, line({ ItemDeliveredInDays: 91 }))).toBe(PO_MESSAGES.daysTooLate);
    expect(refusalOf(state, line({ ItemDeliveredInDays: 90 }))).toBe('approved');
    const edit = {
      ...line({ AgItemId: ITEM_A, ItemTitle: 'Chair', ItemDeliveredInDays: 200 }),
      type: 'UpdateAgreementItem',
    };
    expect(refusalOf(state, edit as AgreementCommandInput)).toBe(PO_MESSAGES.daysTooLate);
  });

  it('carry their HSN/SAC, checked as every contract item’s', () => {
    const state = act(createdOrder(), line({ ItemCode: '9403', ItemDeliveredInDays: 5 }), BUYER, freshEnv());
    expect(Object.values(state.items).map((i) => i.context.hsnSac)).toContain('9403');
    expect(refusalOf(state, line({ ItemCode: '12', ItemDeliveredInDays: 5 }))).not.toBe('approved');
  });
});

describe('payment list', () => {
  it('takes one advance at most', () => {
    const state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 10 });
    expect(refusalOf(state, { type: 'AddPoPayment', data: { ...A, type: 'A', note: 'Again', amt: 5 } })).toBe(
      CM.secondAdvance,
    );
  });

  it('checks notes, amounts, part-payment days, frequency spans and item selections', () => {
    const state = createdOrder();
    const add = (payment: object) => refusalOf(state, { type: 'AddPoPayment', data: { ...A, ...payment } } as never);
    expect(add({ type: 'P', note: '', amt: 10, days: 5 })).toBe(HM.paymentNoteRequired);
    expect(add({ type: 'P', note: 'Part', days: 5 })).toBe(HM.paymentAmountRequired);
    expect(add({ type: 'P', note: 'Part', amt: 101, days: 5 })).toBe(CM.percentOver100);
    expect(add({ type: 'P', note: 'Part', amt: 10 })).toBe(HM.paymentDaysRequired);
    expect(add({ type: 'P', note: 'Part', amt: 10, days: 91 })).toBe(HM.paymentDaysTooLate);
    expect(add({ type: 'W', note: 'Weekly', amt: 1, count: 0 })).toBe(HM.paymentCountRequired);
    // 13 weeks = 91 days > 90; a quarter counts as 90 days when validating, so one quarter fits.
    expect(add({ type: 'W', note: 'Weekly', amt: 1, count: 13 })).toBe(HM.paymentSpanTooLong);
    expect(add({ type: 'M', note: 'Monthly', amt: 1, count: 4 })).toBe(HM.paymentSpanTooLong);
    expect(add({ type: 'Q', note: 'Quarterly', amt: 1, count: 1 })).toBe('approved');
    expect(add({ type: 'Q', note: 'Quarterly', amt: 1, count: 2 })).toBe(HM.paymentSpanTooLong);
    expect(add({ type: 'I', note: 'Chairs', amt: 10, itemIds: [] })).toBe(HM.paymentItemsRequired);
    expect(add({ type: 'I', note: 'Chairs', amt: 10, itemIds: [uuid(99)] })).toBe(
      'A selected item is not on this order.',
    );
  });

  it('gives the final payment the remainder; a second final payment is refused', () => {
    let state = createdOrder(); // contract 2180.00
    state = addPayment(state, { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'M', note: 'Monthly', amt: 5, count: 3 });
    state = addPayment(state, { type: 'I', note: 'Chairs', amt: 20, itemIds: [ITEM_A] });
    state = addPayment(state, { type: 'F', note: 'Balance', amt: 99 });
    const rows = purchaseOrderSchedule(state);
    expect(rows.map((r) => [r.type, r.amount, r.total])).toEqual([
      ['A', '218.00', '218.00'],
      ['M', '109.00', '327.00'],
      ['I', '436.00', '436.00'],
      ['F', '1199.00', '1199.00'],
    ]);
    expect(rows.find((r) => r.type === 'F')!.percent).toBeNull();
    expect(refusalOf(state, { type: 'AddPoPayment', data: { ...A, type: 'F', note: 'Again' } })).toBe(
      'The payment list already has a final payment; it takes the remaining amount.',
    );
  });
});

describe('publishing', () => {
  const publish = { type: 'StartAgreement', data: A } as const;

  it('needs at least one item and an amount above ₹0.00', () => {
    const empty = act(
      act(
        initialAgreementState,
        {
          type: 'DraftAgreement',
          data: {
            Id: AGREEMENT_ID,
            CreatorType: 'buyer',
            OtherPartyContactInfo: SELLER.phoneNumber!,
            ContractType: 'Purchase Order',
          },
        },
        BUYER,
      ),
      { type: 'SetPurchaseOrderDetails', data: { ...A, ...header } },
      BUYER,
    );
    expect(refusalOf(empty, publish)).toBe(PO_MESSAGES.noItems);
    const free = act(
      empty,
      {
        type: 'AddAgreementItem',
        data: { ...A, CurrencyId: 'INR', UnitId: 1, ItemTitle: 'Sample', Qty: 1, Tax: 0, Rate: 0 },
      },
      BUYER,
      freshEnv(),
    );
    expect(refusalOf(addPayment(free, { type: 'F', note: 'Balance' }), publish)).toBe(PO_MESSAGES.nothingToPay);
  });

  it("makes the schedule's advance the contract's, falling due at the start", () => {
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 12.5 });
    expect(state.agreement!.context.generalTerms.advancePercent).toBe('12.5');
    const advanceId = state.purchaseOrder!.payments[0]!.payId;
    state = act(state, { type: 'RemovePoPayment', data: { ...A, PayId: advanceId } }, BUYER);
    expect(state.agreement!.context.generalTerms.advancePercent).toBe('0');
    state = addPayment(state, { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    state = act(state, publish, BUYER);
    for (const ItemId of [ITEM_A, ITEM_B]) state = act(state, { type: 'AcceptItem', data: { ...A, ItemId } }, SELLER);
    state = act(state, { type: 'AcceptAgreement', data: A }, SELLER);
    state = act(state, { type: 'StartContract', data: A }, BUYER, freshEnv());
    // 10% of 2,180.00, due when the contract starts.
    expect(state.agreement!.context.advance).toMatchObject({ advancePercent: '10', totalDue: '218.00' });
  });

  it('is refused while the payment list is below or above the contract amount', () => {
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 40 });
    expect(refusalOf(state, publish)).toBe(CM.publishTotalBelow);
    state = addPayment(state, { type: 'P', note: 'Part', amt: 70, days: 30 });
    expect(refusalOf(state, publish)).toBe(CM.publishTotalAbove);
    // A final payment cannot hide a list over 100 percent: it takes 0, not a negative remainder.
    state = addPayment(state, { type: 'F', note: 'Balance' });
    expect(refusalOf(state, publish)).toBe(CM.publishTotalAbove);
  });

  it('publishes when the list adds up, after which the order is negotiated like any contract', () => {
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 40 });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    state = act(state, publish, BUYER);
    expect(state.agreement!.status).toBe('Proposed');
    expect(refusalOf(state, { type: 'AddPoPayment', data: { ...A, type: 'P', note: 'x', amt: 1, days: 1 } })).toMatch(
      /not available/,
    );
    expect(availableAgreementActions(state, SELLER).agreement.map((a) => a.command)).toEqual(
      expect.arrayContaining(['NegotiateAgreement', 'AcceptAgreement']),
    );
  });
});

describe('timeline tree', () => {
  it('places items and payments by day with tree spans of 7, 30 and 120 days', () => {
    let state = createdOrder();
    state = act(
      state,
      { type: 'SetPurchaseOrderDetails', data: { ...A, ...header, PoCompletionDurationInDays: 400 } },
      BUYER,
    );
    state = addPayment(state, { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'W', note: 'Weekly', amt: 1, count: 2 });
    state = addPayment(state, { type: 'M', note: 'Monthly', amt: 1, count: 2 });
    state = addPayment(state, { type: 'Q', note: 'Quarterly', amt: 1, count: 3 });
    state = addPayment(state, { type: 'P', note: 'Part', amt: 1, days: 25 });
    state = addPayment(state, { type: 'I', note: 'Desks', amt: 1, itemIds: [ITEM_B] });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    const tree = purchaseOrderTimeline(state).map((d) => [
      d.day,
      d.items.map((i) => i.title),
      d.payments.map((p) => p.type),
    ]);
    expect(tree).toEqual([
      [0, [], ['A']],
      [7, [], ['W']],
      [14, [], ['W']],
      [20, ['Chair'], []],
      [25, [], ['P']],
      [30, [], ['M']],
      [45, ['Desk'], ['I']],
      [60, [], ['M']],
      [120, [], ['Q']],
      [240, [], ['Q']],
      [360, [], ['Q']],
      [400, [], ['F']],
    ]);
  });
});

describe('agreement attachments', () => {
  const attach = (fields: object) =>
    ({ type: 'AddPoAttachment', data: { ...A, AttachmentType: 'N', ...fields } }) as AgreementCommandInput;

  it('needs a file and a title, with the spec messages', () => {
    const state = createdOrder();
    expect(refusalOf(state, attach({ Title: 'Drawing', Attachments: [] }))).toBe(CM.attachmentFileMissing);
    expect(refusalOf(state, attach({ Title: ' ', Attachments: ['upload-1'] }))).toBe(CM.attachmentTitleMissing);
  });

  it('keeps order (N), term (T) and line-item (I) attachments; T and I name their term or item', () => {
    let state = createdOrder();
    state = act(
      state,
      { type: 'AddAgreementTerm', data: { ...A, TermTitle: 'Terms', TermTxt: 'Boxed' } },
      BUYER,
      freshEnv(),
    );
    const termId = Object.keys(state.terms)[0]!;
    expect(refusalOf(state, attach({ AttachmentType: 'I', Title: 'Spec', Attachments: ['u-1'] }))).toBe(
      'Choose the item this file belongs to.',
    );
    state = act(state, attach({ Title: 'Drawing', Attachments: ['u-1'] }), BUYER, freshEnv());
    state = act(
      state,
      attach({ AttachmentType: 'T', ParentId: termId, Title: 'Terms', Attachments: ['u-2'] }),
      BUYER,
      freshEnv(),
    );
    state = act(
      state,
      attach({ AttachmentType: 'I', ParentId: ITEM_A, Title: 'Chair', Attachments: ['u-3'] }),
      BUYER,
      freshEnv(),
    );
    expect(state.purchaseOrder!.attachments.map((a) => [a.attachmentType, a.parentId, a.attachmentIds])).toEqual([
      ['N', null, ['u-1']],
      ['T', termId, ['u-2']],
      ['I', ITEM_A, ['u-3']],
    ]);
    const first = state.purchaseOrder!.attachments[0]!.attachmentId;
    state = act(state, { type: 'RemovePoAttachment', data: { ...A, AttachmentId: first } }, BUYER);
    expect(state.purchaseOrder!.attachments).toHaveLength(2);
  });
});
