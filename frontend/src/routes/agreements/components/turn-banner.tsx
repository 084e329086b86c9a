import { Alert } from '@mantine/core';
import type { AgreementDetail } from '../api/agreement-detail';

const OTHER = { buyer: 'seller', seller: 'buyer' } as const;
const SETTLED: Record<string, string> = {
  Draft: 'This agreement is a draft: it has not been sent yet.',
  Active: 'The contract is active.',
  Rejected: 'The contract was rejected.',
  Completed: 'The contract is completed.',
  Closed: 'The contract is closed.',
  Expired: 'The agreement expired.',
};

// Whose move it is now, from the machines' offer of a negotiation move (the row's `turn`).
function turnMessage({ turn, userRole, status }: AgreementDetail): { title: string; color: string; text: string } {
  if (userRole === 'auditor')
    return { title: 'Read only', color: 'gray', text: 'You can read this agreement as an auditor.' };
  const other = OTHER[userRole];
  if (turn === userRole || turn === 'both')
    return {
      title: 'Your move',
      color: 'saffron',
      text: `The ${other} is waiting for you. The actions open to you are shown beside each entry.`,
    };
  if (turn === other)
    return { title: `Waiting for the ${other}`, color: 'blue', text: `The ${other} has the next move.` };
  return { title: 'Nothing to negotiate', color: 'gray', text: SETTLED[status] ?? 'No negotiation move is open now.' };
}

export function TurnBanner({ detail }: { detail: AgreementDetail }) {
  const { title, color, text } = turnMessage(detail);
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
