// The payment periods terms state ("within 30 days", "net 45"): read from every sentence of a
// payment term and from the sentences about payment elsewhere.
import type { DraftTerm } from './clause-library.js';

const sentencesOf = (text: string) => text.split(/(?<=[.;!?])\s+|\n+/);
const PAYMENT_WORDS = /\bpa(y|yment|yable|id)\b|\bnet\s*\d/i;
const DAYS = /\bnet\s*(\d{1,4})\b|(\d{1,4})\s*(?:calendar\s+|working\s+|business\s+)?days?\b/gi;

/** A payment term: marked as one, or titled as one ("Payment", "Payment terms"). */
export const isPaymentClause = (term: DraftTerm): boolean => !!term.isPaymentTerm || PAYMENT_WORDS.test(term.title);

/** The day counts a term gives for payment: every sentence of a payment term, payment sentences elsewhere. */
export function paymentDaysIn(term: DraftTerm): number[] {
  const isPayment = isPaymentClause(term);
  return sentencesOf(term.text)
    .filter((sentence) => isPayment || PAYMENT_WORDS.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(DAYS)].map((match) => Number(match[1] ?? match[2])));
}

/** The payment days the payment terms agree on, or null when they state none or disagree. */
export function statedPaymentDays(terms: readonly DraftTerm[]): number | null {
  const days = new Set(terms.filter(isPaymentClause).flatMap(paymentDaysIn));
  return days.size === 1 ? [...days][0]! : null;
}
