import { Alert } from '@mantine/core';
import { awaitedMoveLabel, type AgreementState, type AwaitedMove } from '@samvida/machines';
import { useMemberMay } from '@/lib/use-member-may';
import type { AgreementDetail } from '../api/agreement-detail';
import { useWhoseMove, type WhoseMove } from '../hooks/use-whose-move';

const OTHER = { buyer: 'seller', seller: 'buyer' } as const;
const SETTLED: Record<string, string> = {
  Draft: 'This agreement is a draft: it has not been sent yet.',
  Active: 'The contract is active.',
  Rejected: 'The contract was rejected.',
  Completed: 'The contract is completed.',
  Closed: 'The contract is closed.',
  Expired: 'The agreement expired.',
};
// The banner names this many things and counts the rest.
const NAMED = 4;

// "the general terms, 'Steel rods' and 2 more"
function listOf(state: AgreementState, moves: AwaitedMove[]): string {
  const labels = moves.slice(0, NAMED).map((move) => awaitedMoveLabel(state, move));
  if (moves.length > NAMED) labels.push(`${moves.length - NAMED} more`);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels.join('');
}

// Whose move it is now and on what, for both parties, by the machines' rule (the rows' labels and
// the actions beside them follow the same rule).
// A member whose role does not negotiate (an accountant, a viewer) reads their business's move as
// such: someone else in the business answers it.
function turnMessage(
  { userRole, status, state }: AgreementDetail,
  { awaited }: WhoseMove,
  mayNegotiate: boolean,
): { title: string; color: string; text: string } {
  if (userRole === 'auditor')
    return { title: 'Read only', color: 'gray', text: 'You can read this agreement as an auditor.' };
  const other = OTHER[userRole];
  const mine = awaited[userRole];
  const theirs = awaited[other];
  const theirMove = theirs.length ? `The ${other} has the next move on ${listOf(state, theirs)}.` : '';
  if (mine.length && !mayNegotiate)
    return {
      title: "Your business's move",
      color: 'blue',
      text: `Waiting for a member of your business who negotiates: ${listOf(state, mine)}. Your role only reads them. ${theirMove}`.trim(),
    };
  if (mine.length)
    return {
      title: 'Your move',
      color: 'saffron',
      text: `Waiting for you: ${listOf(state, mine)}. The actions open to you are shown beside each entry. ${theirMove}`.trim(),
    };
  if (theirs.length) return { title: `Waiting for the ${other}`, color: 'blue', text: theirMove };
  return { title: 'Nothing to negotiate', color: 'gray', text: SETTLED[status] ?? 'No negotiation move is open now.' };
}

export function TurnBanner({ detail }: { detail: AgreementDetail }) {
  const { title, color, text } = turnMessage(detail, useWhoseMove(), useMemberMay('negotiate') !== false);
  return (
    <Alert
      color={color}
      title={title}
      role="status"
      aria-live="polite"
      data-testid="turn-banner"
      // Shade 9 titles keep AA contrast on the light tint (saffron 6 would not).
      styles={{ title: { color: `var(--mantine-color-${color}-9)` } }}
    >
      {text}
    </Alert>
  );
}
