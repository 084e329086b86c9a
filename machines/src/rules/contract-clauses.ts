// The contract's wording, written once for the builder's preview and for the contract document the
// parties sign: the title, the roles, the recital and the numbered clauses. Both render this list,
// so what the preview shows is what the signed PDF says.
import { BUILDER_ROLE_PAIRS, BUILDER_TEMPLATES, creatorTypeOf, type BuilderTemplate } from './builder.rules.js';
import { indianDate } from './india-time.js';
import { lenientDecimal } from './money.js';

/** A term listed under a clause (a payment term, a term or condition). */
export interface ClauseTerm {
  title: string;
  text: string;
}

export type ClauseKey = 'term' | 'consideration' | 'payment-terms' | 'terms-and-conditions' | 'entire-agreement';

/** One numbered clause, in the order the contract shows it. */
export interface ContractClause {
  key: ClauseKey;
  title: string;
  /** The clause's words; in the consideration the items table follows them. */
  text: string;
  /** The consideration's words after its items table. */
  closing?: string;
  /** The terms a listing clause sets out (none leaves `text` saying so). */
  terms?: readonly ClauseTerm[];
}

/** What the clauses are worded from: a builder draft or an agreement's agreed state. */
export interface ClauseInput {
  contractType: string;
  /** ISO date, or null when the contract begins with the buyer's start. */
  startDate: string | null;
  durationDays: string;
  ldDays: string;
  ldPercent: string;
  advancePercent: string;
  /** The security deposit amount; none when it is not above 0. */
  deposit: string;
  paymentTerms: readonly ClauseTerm[];
  otherTerms: readonly ClauseTerm[];
  /** How an amount is written (with its currency). */
  money: (amount: string) => string;
}

/** The two sides' roles as the contract names them: a builder template's pair, else buyer and seller. */
export function contractRoles(contractType: string): { buyer: string; seller: string } {
  const template = BUILDER_TEMPLATES.find((name) => name === contractType) as BuilderTemplate | undefined;
  if (!template) return { buyer: 'buyer', seller: 'seller' };
  const { own, other } = BUILDER_ROLE_PAIRS[template];
  return creatorTypeOf(own) === 'buyer' ? { buyer: own, seller: other } : { buyer: other, seller: own };
}

/** A role as a word of a sentence: `design_client` → `design client`. */
const roleWords = (role: string) => role.replace(/_/g, ' ');

/** A role as a heading names it: `design_client` → `Design client`. */
export const roleLabel = (role: string): string => {
  const words = roleWords(role);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The contract's title: `Sales` → `Sales Agreement`; a name already ending in "agreement" is kept. */
export const contractTitle = (contractType: string): string =>
  /agreement$/i.test(contractType) ? contractType : `${contractType} Agreement`;

/** The recital before the clauses. */
export function contractRecital(contractType: string): string {
  const { buyer, seller } = contractRoles(contractType);
  return (
    `WHEREAS the ${roleWords(seller)} has agreed to provide, and the ${roleWords(buyer)} has agreed to take and ` +
    'pay for, what is set out below; NOW, THEREFORE, the parties agree as follows:'
  );
}

const orDash = (value: string) => value.trim() || '—';
const orZero = (value: string) => value.trim() || '0';
const above0 = (value: string) => lenientDecimal(value).greaterThan(0);
// As the event stores a percent (`2.50` → `2.5`), so a draft reads as the contract made from it.
const percent = (value: string) => lenientDecimal(value).toString();

/**
 * The numbered clauses: term (with the liquidated damages of `ldPenaltyPercent`), consideration
 * (the items, the advance that falls due at the start and any deposit), payment terms, terms and
 * conditions, entire agreement.
 */
export function contractClauses(input: ClauseInput): ContractClause[] {
  const buyer = roleWords(contractRoles(input.contractType).buyer);
  const begins = input.startDate ? `on ${indianDate(input.startDate)}` : `when the ${buyer} starts it on Samvida`;
  const damages = above0(input.ldPercent)
    ? `A delivery made more than ${orZero(input.ldDays)} days after the completion date is paid ` +
      `${percent(input.ldPercent)}% less.`
    : 'No penalty for late completion applies.';
  const deposit = above0(input.deposit) ? `, and a security deposit of ${input.money(input.deposit)} is held` : '';
  return [
    {
      key: 'term',
      title: 'Term',
      text: `This Agreement begins ${begins} and runs for ${orDash(input.durationDays)} days. ${damages}`,
    },
    {
      key: 'consideration',
      title: 'Consideration',
      text: `The ${buyer} shall pay for the following:`,
      closing: `An advance of ${percent(input.advancePercent)}% of the contract value is payable when the contract starts${deposit}.`,
    },
    listing('payment-terms', 'Payment terms', input.paymentTerms, 'As agreed between the parties.'),
    listing('terms-and-conditions', 'Terms and conditions', input.otherTerms, 'No further terms.'),
    {
      key: 'entire-agreement',
      title: 'Entire agreement',
      text: 'This Agreement records everything the parties have agreed; a change binds them only when both accept it on Samvida.',
    },
  ];
}

const listing = (key: ClauseKey, title: string, terms: readonly ClauseTerm[], none: string): ContractClause => ({
  key,
  title,
  text: terms.length === 0 ? none : '',
  terms,
});
