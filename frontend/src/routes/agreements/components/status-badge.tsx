import { Badge } from '@mantine/core';
import { nextActorLabel, statusLabel } from '@samvida/machines';
import { useWhoseMove } from '../hooks/use-whose-move';

const COLOR: Record<string, string> = {
  Draft: 'gray',
  pending: 'gray',
  Proposed: 'blue',
  'Waiting for Seller': 'orange',
  'Waiting for Buyer': 'orange',
  Accepted: 'teal',
  Active: 'green',
  Completed: 'green',
  Rejected: 'red',
  rejected: 'red',
};

// A status as the spec labels it ('Seller Action Pending', ...), in a colour by its kind.
export function StatusBadge({ status, label = statusLabel(status) }: { status: string; label?: string }) {
  const color = COLOR[status] ?? 'gray';
  // Shade 9 text on the light tint keeps AA contrast for every colour.
  return (
    <Badge color={color} c={`${color}.9`} variant="light" tt="none" data-testid="status-badge">
      {label}
    </Badge>
  );
}

// A row's status saying who acts next when one party must ('Buyer Action Pending'), by the same
// rule as the banner; otherwise the status itself.
export function NextActorBadge({ status, entityId }: { status: string; entityId: string }) {
  const { waiting } = useWhoseMove();
  return <StatusBadge status={status} label={nextActorLabel(status, waiting.get(entityId))} />;
}
