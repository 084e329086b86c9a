// Agreements brought to a given status through the app's own command executor (the same path
// the HTTP calls take), so the suites can start from any point of the lifecycle.
import {
  availableAgreementActions,
  type Actor,
  type AgreementActions,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import { StreamWriter } from '../../../../backend/src/streams/stream-writer.service.js';
import { contractNumberFor, type TestApp } from '../../../setup/test-app.js';
import type { SignedIn } from './agreements.js';

export type By = 'buyer' | 'seller' | 'system';
export type Step = [By, (ids: ScenarioIds) => AgreementCommandInput];

export interface ScenarioIds {
  agreementId: string;
  itemId: string;
  buyerTermId: string;
  sellerTermId: string;
}

const A = (ids: ScenarioIds) => ({ AgreementId: ids.agreementId });
const offer = (Amount: string) => (ids: ScenarioIds) =>
  ({
    type: 'NegotiateItem',
    data: { ...A(ids), ItemId: ids.itemId, Amount, CompletionDays: 10 },
  }) as AgreementCommandInput;
const generalTerms = { LDPercent: 1, LDDays: 2, Advance: 5, AgreementDuration: 20 };

const publish: Step = ['seller', (ids) => ({ type: 'StartAgreement', data: A(ids) })];
const buyerOffers90: Step = ['buyer', offer('90')];
const buyerNegotiatesAgreement: Step = [
  'buyer',
  (ids) => ({ type: 'NegotiateAgreement', data: { ...A(ids), ...generalTerms } }),
];
const sellerAcceptsBuyerTerm: Step = [
  'seller',
  (ids) => ({ type: 'AcceptTerm', data: { ...A(ids), TermId: ids.buyerTermId } }),
];
// The buyer's Start accepts the seller's rate and term; the buyer's term needs the seller's accept.
const start: Step[] = [sellerAcceptsBuyerTerm, ['buyer', (ids) => ({ type: 'StartContract', data: A(ids) })]];

/** After the common draft (seller's, one item at 100 for 10 days, one term per party): the steps to each status. */
export const SCENARIOS: Record<string, Step[]> = {
  Draft: [],
  Proposed: [publish],
  'item Waiting for Seller, offers differ': [publish, buyerOffers90],
  'item Waiting for Seller, offers equal': [publish, ['buyer', offer('100')]],
  'item Waiting for Buyer, offers differ': [publish, buyerOffers90, ['seller', offer('95')]],
  'item Waiting for Buyer, offers equal': [publish, buyerOffers90, ['seller', offer('90')]],
  'item Accepted': [
    publish,
    buyerOffers90,
    ['seller', offer('90')],
    ['buyer', (ids) => ({ type: 'AcceptItem', data: { ...A(ids), ItemId: ids.itemId } })],
  ],
  'terms in negotiation': [
    publish,
    [
      'seller',
      (ids) => ({
        type: 'NegotiateTerm',
        data: { ...A(ids), TermId: ids.buyerTermId, TermTitle: 'Delivery', TermTxt: 'Within 15 days.' },
      }),
    ],
    [
      'buyer',
      (ids) => ({
        type: 'NegotiateTerm',
        data: { ...A(ids), TermId: ids.sellerTermId, TermTitle: 'Returns', TermTxt: 'Within 10 days.' },
      }),
    ],
  ],
  'terms accepted': [
    publish,
    sellerAcceptsBuyerTerm,
    ['buyer', (ids) => ({ type: 'AcceptTerm', data: { ...A(ids), TermId: ids.sellerTermId } })],
  ],
  'Waiting for Seller': [publish, buyerNegotiatesAgreement],
  'Waiting for Buyer': [
    publish,
    buyerNegotiatesAgreement,
    ['seller', (ids) => ({ type: 'NegotiateAgreement', data: { ...A(ids), ...generalTerms, Advance: 8 } })],
  ],
  Accepted: [publish, buyerNegotiatesAgreement, ['seller', (ids) => ({ type: 'AcceptAgreement', data: A(ids) })]],
  Active: [publish, ...start],
  Completed: [publish, ...start, ['buyer', (ids) => ({ type: 'CompleteAgreement', data: A(ids) })]],
  Closed: [publish, ...start, ['system', (ids) => ({ type: 'CloseAgreement', data: A(ids) })]],
  Rejected: [publish, ['buyer', (ids) => ({ type: 'RejectAgreement', data: A(ids) })]],
  Expired: [publish, ['system', (ids) => ({ type: 'ExpireAgreement', data: A(ids) })]],
  Discarded: [['seller', (ids) => ({ type: 'DiscardAgreement', data: A(ids) })]],
};

export interface Built {
  ids: ScenarioIds;
  state: AgreementState;
  version: number;
}

/** The seller's draft with the buyer as counterparty, taken through `steps`. */
export async function build(app: TestApp, seller: SignedIn, buyer: SignedIn, steps: Step[]): Promise<Built> {
  const ids: ScenarioIds = {
    agreementId: randomUUID(),
    itemId: randomUUID(),
    buyerTermId: randomUUID(),
    sellerTermId: randomUUID(),
  };
  const actors: Record<By, Actor> = {
    buyer: { userId: buyer.userId },
    seller: { userId: seller.userId, role: 'seller' },
    system: { userId: 'scheduler', role: 'system' },
  };
  const number = await contractNumberFor(app, ids.agreementId);
  const draft: Step[] = [
    [
      'seller',
      () => ({
        type: 'DraftAgreement',
        data: {
          Id: ids.agreementId,
          Number: number,
          CreatorType: 'seller',
          CounterpartyId: buyer.userId,
          OtherPartyContactInfo: buyer.phone,
          ContractType: 'Sales',
          Items: [
            {
              AgItemId: ids.itemId,
              ItemTitle: 'Steel rods',
              Qty: 10,
              Tax: 18,
              CurrencyId: 2,
              UnitId: 1,
              Rate: 100,
              ItemDeliveredInDays: 10,
            },
          ],
        },
      }),
    ],
    [
      'seller',
      () => ({
        type: 'AddAgreementTerm',
        data: { ...A(ids), Id: ids.sellerTermId, TermTitle: 'Returns', TermTxt: 'Within 7 days.' },
      }),
    ],
    [
      'buyer',
      () => ({
        type: 'AddAgreementTerm',
        data: { ...A(ids), Id: ids.buyerTermId, TermTitle: 'Delivery', TermTxt: 'Within 10 days.' },
      }),
    ],
  ];
  const writer = app.app.get(StreamWriter);
  for (const [by, command] of [...draft, ...steps]) {
    await writer.execute('agreement', ids.agreementId, actors[by], command(ids));
  }
  return { ids, ...(await load(app, ids.agreementId)) };
}

export async function load(app: TestApp, agreementId: string): Promise<{ state: AgreementState; version: number }> {
  return app.app.get(StreamWriter).current('agreement', agreementId);
}

/** Whether the machines offer `userId` this command on the agreement or on the entity `id`. */
export function offered(state: AgreementState, userId: string, command: string, id?: string): boolean {
  const actions: AgreementActions = availableAgreementActions(state, { userId });
  const lists = id === undefined ? [actions.agreement] : [actions.items[id], actions.terms[id]];
  return lists.some((list) => list?.some((action) => action.command === command));
}
