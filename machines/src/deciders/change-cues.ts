// What the other party changed between two states of an agreement, in words for the live cue.
// The turns read from the statuses are the machines' own: a counter-offer leaves the entity
// waiting for the other party, and an acceptance is made by the party it was waiting for.
import type { Party } from '../rules/fields.js';
import type { AgreementState } from './agreement.state.js';

/** One thing the other party changed, as the live cue tells it. */
export interface ChangeCue {
  /** The item, term or agreement id to highlight. */
  entityId: string;
  by: Party;
  message: string;
}

const WHO: Record<Party, string> = { buyer: 'Buyer', seller: 'Seller' };
const other = (role: Party): Party => (role === 'buyer' ? 'seller' : 'buyer');
const COUNTERED_BY: Record<string, Party> = { 'Waiting for Buyer': 'seller', 'Waiting for Seller': 'buyer' };
const WAITING_ON: Record<string, Party> = { 'Waiting for Seller': 'seller', 'Waiting for Buyer': 'buyer' };
const AGREEMENT_MOVES: Record<string, [Party | 'creator', string]> = {
  Proposed: ['creator', 'published the agreement'],
  'Waiting for Seller': ['buyer', 'countered the general terms'],
  'Waiting for Buyer': ['seller', 'countered the general terms'],
  Accepted: ['seller', 'accepted the general terms'],
  Active: ['buyer', 'started the contract'],
  Rejected: ['buyer', 'rejected the contract'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const cue = (entityId: string, by: Party, what: string): ChangeCue => ({
  entityId,
  by,
  message: `${WHO[by]} ${what}`,
});

function agreementCues(prev: AgreementState, next: AgreementState): ChangeCue[] {
  const before = prev.agreement;
  const after = next.agreement;
  if (!before || !after) return [];
  const id = after.context.agreementId;
  const creator = after.context.creatorRole;
  if (before.status === after.status)
    return same(before.context.generalTerms, after.context.generalTerms)
      ? []
      : [cue(id, creator, 'updated the general terms')];
  // Only an RFQ award takes every line from a sent agreement, and that ends it (line-award.ts).
  if (after.status === 'Rejected' && Object.keys(next.items).length === 0 && Object.keys(prev.items).length > 0)
    return [cue(id, 'buyer', 'awarded the last line to another seller on the RFQ, so the agreement is rejected')];
  const move = AGREEMENT_MOVES[after.status];
  // Expiry, completion and closing are the system's, not a party's move.
  return move ? [cue(id, move[0] === 'creator' ? creator : move[0], move[1])] : [];
}

function itemCues(prev: AgreementState, next: AgreementState, creator: Party): ChangeCue[] {
  // Once sent, a line leaves only when the buyer awards it to another seller on the RFQ.
  const awardedAway = prev.agreement!.status !== 'Draft';
  const cues: ChangeCue[] = [];
  for (const [id, item] of Object.entries(next.items)) {
    const before = prev.items[id];
    const title = `'${item.context.title}'`;
    if (!before) cues.push(cue(id, creator, `added ${title}`));
    else if (before.status !== item.status) {
      const countered = COUNTERED_BY[item.status];
      const accepted = item.status === 'Accepted' ? WAITING_ON[before.status] : undefined;
      if (countered) cues.push(cue(id, countered, `countered ${title}`));
      else if (accepted) cues.push(cue(id, accepted, `accepted ${title}`));
      // Other moves follow the agreement (publish, start, reject) and its cue tells them.
    } else if (!same(before.context, item.context)) cues.push(cue(id, creator, `updated ${title}`));
  }
  for (const [id, item] of Object.entries(prev.items)) {
    if (next.items[id]) continue;
    const title = `'${item.context.title}'`;
    cues.push(
      awardedAway
        ? cue(id, 'buyer', `awarded ${title} to another seller on the RFQ`)
        : cue(id, creator, `removed ${title}`),
    );
  }
  return cues;
}

function termCues(prev: AgreementState, next: AgreementState, started: boolean): ChangeCue[] {
  const cues: ChangeCue[] = [];
  for (const [id, term] of Object.entries(next.terms)) {
    const before = prev.terms[id];
    const title = `the term '${term.context.title}'`;
    if (!before) cues.push(cue(id, term.context.owner, `added ${title}`));
    else if (before.status !== term.status) {
      const countered = COUNTERED_BY[term.status];
      // Starting the contract accepts every open term; the agreement's cue tells that.
      const accepted =
        term.status === 'Accepted' && !started
          ? (WAITING_ON[before.status] ?? (before.status === 'Proposed' ? other(term.context.owner) : undefined))
          : undefined;
      if (countered) cues.push(cue(id, countered, `countered ${title}`));
      else if (accepted) cues.push(cue(id, accepted, `accepted ${title}`));
    } else if (!same(before.context, term.context)) cues.push(cue(id, 'buyer', `edited ${title}`));
  }
  // Only the buyer removes terms (while the agreement is a draft).
  for (const [id, term] of Object.entries(prev.terms))
    if (!next.terms[id]) cues.push(cue(id, 'buyer', `removed the term '${term.context.title}'`));
  return cues;
}

function remarkCues(prev: AgreementState, next: AgreementState): ChangeCue[] {
  const seen = new Set(prev.remarks.map((remark) => remark.remarkId));
  const agreementId = next.agreement!.context.agreementId;
  return next.remarks
    .filter((remark) => !seen.has(remark.remarkId))
    .map((remark) => {
      const parent = remark.parentId;
      const on =
        parent === null
          ? 'the agreement'
          : `'${next.items[parent]?.context.title ?? next.terms[parent]?.context.title ?? 'an entry'}'`;
      return cue(parent ?? agreementId, remark.by, `added a remark on ${on}`);
    });
}

/**
 * What changed between two folded states of one agreement, and who did it, read from the
 * machines' statuses. A negotiation that posts a remark reads as one change "with a remark".
 */
export function changeCues(prev: AgreementState, next: AgreementState): ChangeCue[] {
  if (!prev.agreement || !next.agreement) return [];
  const started = prev.agreement.status !== 'Active' && next.agreement.status === 'Active';
  const moves = [
    ...agreementCues(prev, next),
    ...itemCues(prev, next, next.agreement.context.creatorRole),
    ...termCues(prev, next, started),
  ];
  const remarks = remarkCues(prev, next).filter((remark) => {
    const move = moves.find((m) => m.entityId === remark.entityId && m.by === remark.by);
    if (move) move.message += ' with a remark';
    return !move;
  });
  return [...moves, ...remarks];
}
