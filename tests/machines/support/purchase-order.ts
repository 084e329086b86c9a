// A buyer's purchase order on its agreement stream, shared by the purchase-order suites.
import {
  PURCHASE_ORDER_TYPE,
  initialAgreementState,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import { AGREEMENT_ID, BUYER, SELLER, act, testEnv, uuid } from './fixtures.js';

export const A = { AgreementId: AGREEMENT_ID };
export const ITEM_A = uuid(50);
export const ITEM_B = uuid(51);
export const header = {
  PoTitle: 'Office chairs',
  PoRaisedForPhoneNumber: SELLER.phoneNumber!,
  PoCompletionDurationInDays: 90,
  PoNotificationPeriod: 7,
  PoDiscount: 0,
  RaisedBy: 'Buyer',
} as const;

/** A buyer's order for 90 days: 10 chairs at 100 + 18% (1,180.00) and 2 desks at 500 (1,000.00). */
export function createdOrder(): AgreementState {
  let state = act(
    initialAgreementState,
    {
      type: 'DraftAgreement',
      data: {
        Id: AGREEMENT_ID,
        CreatorType: 'buyer',
        OtherPartyContactInfo: SELLER.phoneNumber!,
        CounterpartyId: SELLER.userId,
        ContractType: PURCHASE_ORDER_TYPE,
        NumberOfDays: 90,
      },
    },
    BUYER,
  );
  state = act(state, { type: 'SetPurchaseOrderDetails', data: { ...A, ...header } }, BUYER);
  const item = { CurrencyId: 'INR', UnitId: 1 };
  state = act(
    state,
    {
      type: 'AddAgreementItem',
      data: {
        ...A,
        ...item,
        AgItemId: ITEM_A,
        ItemTitle: 'Chair',
        Qty: 10,
        Tax: 18,
        Rate: 100,
        ItemDeliveredInDays: 20,
      },
    },
    BUYER,
  );
  return act(
    state,
    {
      type: 'AddAgreementItem',
      data: { ...A, ...item, AgItemId: ITEM_B, ItemTitle: 'Desk', Qty: 2, Tax: 0, Rate: 500, ItemDeliveredInDays: 45 },
    },
    BUYER,
  );
}

// Each decision mints its ids from a fresh range, so rows added one by one never share an id.
let idRange = 2000;
export const freshEnv = () => testEnv((idRange += 100));
export const addPayment = (state: AgreementState, payment: Record<string, unknown>) =>
  act(state, { type: 'AddPoPayment', data: { ...A, ...payment } } as AgreementCommandInput, BUYER, freshEnv());
