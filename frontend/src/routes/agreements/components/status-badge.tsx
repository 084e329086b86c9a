import { Badge } from '@mantine/core';
import { statusLabel } from '@samvida/machines';

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
export function StatusBadge({ status }: { status: string }) {
  const color = COLOR[status] ?? 'gray';
  // Shade 9 text on the light tint keeps AA contrast for every colour.
  return (
    <Badge color={color} c={`${color}.9`} variant="light" tt="none" data-testid="status-badge">
      {statusLabel(status)}
    </Badge>
  );
}
