// The generic contract builder (/CustomAgreement): role pairs per template, who counts as the
// buyer, its defaults and its lenient line amount.
import { z } from 'zod';
import { lenientDecimal, toAmount, type Rupees } from './money.js';
import { CONTRACT_MESSAGES } from './messages.js';

/** The twelve templates of the gallery with the user's own role and the counterparty's. */
export const BUILDER_ROLE_PAIRS = {
  'Rental Agreement': { own: 'tenant', other: 'landlord' },
  Subletting: { own: 'sublessee', other: 'sublesser' },
  'Interior Design': { own: 'design_client', other: 'designer' },
  Maintenance: { own: 'building_owner', other: 'maintenance_contractor' },
  'Home Renovation': { own: 'home_owner', other: 'renovation_contractor' },
  Consulting: { own: 'consulting_client', other: 'consultant' },
  NDA: { own: 'receiving_party', other: 'disclosing_party' },
  'Consent Agreement': { own: 'acceptor', other: 'creator' },
  'Loan Agreement': { own: 'borrower', other: 'lender' },
  Freelance: { own: 'service_receiver', other: 'service_provider' },
  Sales: { own: 'buyer', other: 'seller' },
  Custom: { own: 'spending_party', other: 'receiving_party' },
} as const;
export type BuilderTemplate = keyof typeof BUILDER_ROLE_PAIRS;
export const BUILDER_TEMPLATES = Object.keys(BUILDER_ROLE_PAIRS) as BuilderTemplate[];

/** Builder roles on the buyer side; every other role is on the seller side. */
export const BUYER_SIDE_ROLES = [
  'tenant',
  'sublessee',
  'design_client',
  'building_owner',
  'home_owner',
  'consulting_client',
  'receiving_party',
  'acceptor',
  'borrower',
  'service_receiver',
  'buyer',
  'spending_party',
] as const;

/** The creator type sent for a chosen builder role. */
export const creatorTypeOf = (role: string): 'buyer' | 'seller' =>
  (BUYER_SIDE_ROLES as readonly string[]).includes(role) ? 'buyer' : 'seller';

/** Builder defaults (contracts spec §9). */
export const BUILDER_DEFAULTS = {
  contractDuration: 30,
  penalityDays: 0,
  penalityPercent: 0,
  advance: 0,
  deposite: 0,
  currency: 'INR',
} as const;

/** A blank builder line item: tax 18, unit id 1, currency id 2, quantity 0. */
export const BLANK_LINE_ITEM = { quantity: 0, tax: 18, unit: 1, currency: 2 } as const;

/** The counterparty contact must be non-empty. */
export const CounterpartyContact = z
  .string({ error: CONTRACT_MESSAGES.counterpartyMissing })
  .trim()
  .min(1, { error: CONTRACT_MESSAGES.counterpartyMissing });

/** A custom or payment term is added only when both its title and text are non-blank. */
export const isCompleteTerm = (term: { title?: string | null; text?: string | null }): boolean =>
  !!term.title?.trim() && !!term.text?.trim();

/** Line amount = rate × quantity plus tax % of that; non-numeric inputs count as 0. */
export const builderLineAmount = (line: { quantity: unknown; rate: unknown; tax: unknown }): Rupees => {
  const net = lenientDecimal(line.quantity).times(lenientDecimal(line.rate));
  return toAmount(net.plus(net.times(lenientDecimal(line.tax)).div(100)));
};
