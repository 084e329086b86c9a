// Helpers for the agreement suites: signed-in parties, typed calls and ready-made contracts.
import { expect } from '@jest/globals';
import { registerVerified, type SignedIn } from '../../accounts/support/accounts.js';
import { call } from '../../../setup/test-app.js';

export type { SignedIn };

export interface Reply<T = unknown> {
  status: number;
  body: { status: 0 | 1; data?: T; message?: string; code?: string; errors?: Record<string, string[]> };
}

/** Calls the API as `user`. */
export const as =
  (baseUrl: string, user: SignedIn | undefined) =>
  <T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>> =>
    call<T>(baseUrl, method, path, { body, token: user?.token, headers });

/** A command's response data. */
export interface Outcome {
  id: string;
  version: number;
  status: string;
  eventTypes: string[];
  duplicate: boolean;
}

export async function parties(baseUrl: string): Promise<{ buyer: SignedIn; seller: SignedIn }> {
  const [buyer, seller] = await Promise.all([
    registerVerified(baseUrl, { UsrName: 'Bina Buyer' }),
    registerVerified(baseUrl, { UsrName: 'Sunil Seller' }),
  ]);
  return { buyer, seller };
}

/** A builder item (Sales): quantity 10 at the creator's rate, 18% tax, 7 days. */
export const builderItem = (title: string, rate = '100.00', overrides: Record<string, unknown> = {}) => ({
  ItemTitle: title,
  ItemDescription: `${title} as specified`,
  ItemCode: '8471',
  Qty: 10,
  Tax: 18,
  CurrencyId: 2,
  UnitId: 1,
  Rate: rate,
  ItemDeliveredInDays: 7,
  ...overrides,
});

/**
 * The buyer sends a Sales contract to the seller through SendContract: two items, one buyer term
 * and one payment term, published (Proposed) unless `Publish: false`.
 */
export async function sendContract(
  baseUrl: string,
  buyer: SignedIn,
  counterpartyContact: string,
  overrides: Record<string, unknown> = {},
): Promise<Outcome> {
  const reply = await as(baseUrl, buyer)<Outcome>('POST', '/api/Business/SendContract', {
    CreatorType: 'buyer',
    ContractType: 'Sales',
    OtherPartyContactInfo: counterpartyContact,
    LDDays: 5,
    LDPercent: 2,
    Advance: 10,
    NumberOfDays: 30,
    Items: [builderItem('Laptop', '50000.00'), builderItem('Mouse', '500.00')],
    Terms: [{ TermTitle: 'Warranty', TermTxt: 'One year onsite warranty.' }],
    PaymentTerms: [{ TermTitle: 'Payment', TermTxt: '30 days from invoice.' }],
    ...overrides,
  });
  expect(reply.status).toBe(201);
  return reply.body.data!;
}
