// Checks while drafting (builder, RFQ, negotiation): the essentials the contract's kind lacks, and
// terms that contradict the agreed fields (an LD percent other than the agreed one, payment days
// that disagree with the payment terms, an MSME seller paid later than the MSMED Act allows). Each
// finding carries the library clause that would put it right, for a party to add as a term.
import { lenientDecimal } from '../rules/money.js';
import { isPaymentClause, paymentDaysIn, statedPaymentDays } from './payment-days.js';
import {
  type AssistantDeal,
  CLAUSE_LIBRARY,
  clauseVars,
  type DraftTerm,
  fillClause,
  libraryClause,
  MSME_MAX_PAYMENT_DAYS,
  type SuggestedClause,
} from './clause-library.js';

export interface DraftingFinding {
  kind: 'missing' | 'contradiction';
  /** Stable per finding, for list keys and tests: `missing:payment`, `ld:Penalty`. */
  key: string;
  message: string;
  /** The clause that fills the gap or states the agreed value. */
  clause: SuggestedClause;
}

const LD_WORDS = /liquidated damages|\bLD\b|penalt/i;
const PERCENT = /(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s*cent|percent)/gi;

/** The percents an LD term states (none when the term is not about liquidated damages). */
export function ldPercentsIn(term: DraftTerm): string[] {
  if (!LD_WORDS.test(`${term.title} ${term.text}`)) return [];
  return [...term.text.matchAll(PERCENT)].map((match) => match[1]!);
}

const covered = (terms: readonly DraftTerm[], pattern: RegExp) =>
  terms.some((term) => pattern.test(term.title) || pattern.test(term.text));

/** Every finding for the deal, missing essentials first. */
export function draftingChecks(deal: AssistantDeal): DraftingFinding[] {
  const agreedDays = statedPaymentDays(deal.terms);
  const vars = clauseVars(deal, agreedDays);
  const suggest = (id: Parameters<typeof libraryClause>[0]) => fillClause(libraryClause(id), vars);
  const missing = CLAUSE_LIBRARY.filter(
    (clause) => clause.essentialFor.includes(vars.kind) && !covered(deal.terms, clause.covers),
  ).map((clause): DraftingFinding => ({
    kind: 'missing',
    key: `missing:${clause.id}`,
    message: `No ${clause.title.toLowerCase()} clause yet: a ${vars.kind} contract needs one.`,
    clause: fillClause(clause, vars),
  }));
  return [
    ...missing,
    ...ldContradictions(deal, () => suggest('liquidated-damages')),
    ...paymentContradictions(deal.terms, agreedDays, () => suggest('payment')),
    ...msmeContradictions(deal, () => suggest('payment')),
  ];
}

function ldContradictions(deal: AssistantDeal, clause: () => SuggestedClause): DraftingFinding[] {
  const agreed = lenientDecimal(deal.ldPercent);
  return deal.terms.flatMap((term) => {
    const other = ldPercentsIn(term).find((stated) => !lenientDecimal(stated).equals(agreed));
    if (other === undefined) return [];
    const agreedText = agreed.isZero() ? 'no liquidated damages are agreed (0%)' : `the agreed LD is ${agreed}%`;
    return [
      {
        kind: 'contradiction' as const,
        key: `ld:${term.title}`,
        message: `The term '${term.title}' sets liquidated damages of ${other}%, but ${agreedText}.`,
        clause: clause(),
      },
    ];
  });
}

function paymentContradictions(
  terms: readonly DraftTerm[],
  agreedDays: number | null,
  clause: () => SuggestedClause,
): DraftingFinding[] {
  const fromPaymentTerms = new Set(terms.filter(isPaymentClause).flatMap(paymentDaysIn));
  if (fromPaymentTerms.size > 1)
    return [
      {
        kind: 'contradiction',
        key: 'payment:terms',
        message: `The payment terms give different payment periods: ${[...fromPaymentTerms].join(', ')} days.`,
        clause: clause(),
      },
    ];
  if (agreedDays === null) return [];
  return terms
    .filter((term) => !isPaymentClause(term))
    .flatMap((term) => {
      const other = paymentDaysIn(term).find((days) => days !== agreedDays);
      if (other === undefined) return [];
      return [
        {
          kind: 'contradiction' as const,
          key: `payment:${term.title}`,
          message: `The term '${term.title}' gives ${other} days for payment, but the payment terms say ${agreedDays} days.`,
          clause: clause(),
        },
      ];
    });
}

function msmeContradictions(deal: AssistantDeal, clause: () => SuggestedClause): DraftingFinding[] {
  if (!deal.sellerIsMsme) return [];
  return deal.terms.flatMap((term) => {
    const late = paymentDaysIn(term).find((days) => days > MSME_MAX_PAYMENT_DAYS);
    if (late === undefined) return [];
    return [
      {
        kind: 'contradiction' as const,
        key: `msme:${term.title}`,
        message:
          `The seller is an MSME, so the MSMED Act (Section 15) requires payment within ${MSME_MAX_PAYMENT_DAYS} ` +
          `days of acceptance, but the term '${term.title}' allows ${late} days.`,
        clause: clause(),
      },
    ];
  });
}
