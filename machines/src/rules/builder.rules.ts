// The generic contract builder (/CustomAgreement): role pairs per template, who counts as the
// buyer, its defaults and its lenient line amount.
import { z } from 'zod';
import { Amount, Percent, Quantity } from './fields.js';
import { lineAmount, SUPPLY_BEFORE_NUMBERING } from './gst.rules.js';
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

type BuilderNumbers = { quantity: unknown; rate: unknown; tax: unknown };
const LINE_FIELDS = { quantity: Quantity, rate: Amount, tax: Percent } as const;

/**
 * The message for each of a line's numbers that cannot be sent: negative, not a number, too many
 * decimals or beyond the bounds (quantity 10^9, rate ₹10^12, tax 0-100). Blank counts as 0.
 */
export function builderLineErrors(line: BuilderNumbers): Partial<Record<keyof BuilderNumbers, string>> {
  const errors: Partial<Record<keyof BuilderNumbers, string>> = {};
  for (const field of Object.keys(LINE_FIELDS) as (keyof BuilderNumbers)[]) {
    const value = line[field];
    if (value === '' || value === null || value === undefined) continue;
    const issue = LINE_FIELDS[field].safeParse(value).error?.issues[0];
    if (issue) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Line amount = rate × quantity plus tax by the tax rule (no GSTIN fixed yet: inter-state); blank
 * counts as 0, and a line with a refused number as 0.
 */
export const builderLineAmount = (line: BuilderNumbers): Rupees => {
  if (Object.keys(builderLineErrors(line)).length > 0) return toAmount(0);
  const [quantity, rate, tax] = [line.quantity, line.rate, line.tax].map(lenientDecimal);
  return lineAmount(quantity!, rate!, tax!, SUPPLY_BEFORE_NUMBERING);
};
