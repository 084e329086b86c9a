// Sizes users can understand, so that no single contract or RFQ can grow without bound.

/** At most this many items, and this many terms, on one contract or RFQ. */
export const MAX_LINES = 1000;

export const TOO_MANY_ITEMS = 'A contract or RFQ can have at most 1,000 items. Split the rest into another one.';
export const TOO_MANY_TERMS = 'A contract or RFQ can have at most 1,000 terms. Combine some of them.';

type Counted = { type: string; data: unknown };

/**
 * The refusal reason when `events` would take a stream past {@link MAX_LINES} items or terms,
 * given how many it has now; `added` says how many items and terms one event adds.
 */
export function lineLimitExceeded(
  now: { items: number; terms: number },
  events: readonly Counted[],
  added: (event: Counted) => { items: number; terms: number },
): string | undefined {
  let { items, terms } = now;
  for (const event of events) {
    const more = added(event);
    items += more.items;
    terms += more.terms;
  }
  if (items > MAX_LINES && items > now.items) return TOO_MANY_ITEMS;
  if (terms > MAX_LINES && terms > now.terms) return TOO_MANY_TERMS;
  return undefined;
}
