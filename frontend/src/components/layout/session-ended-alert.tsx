import { Alert, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { forgetSessionEnded, sessionEnded, sessionEndReason } from '@/lib/session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

// Tells a user whose session the server ended why they must sign in, once (the flag is then cleared).
export function SessionEndedAlert({ action }: { action?: ReactNode }) {
  const [ended, setEnded] = useState<{ reason: string | null } | null>(null);
  // Read after the first render, which must match the prerendered page (it has no alert).
  useEffect(() => {
    if (sessionEnded()) setEnded({ reason: sessionEndReason() });
    forgetSessionEnded();
  }, []);
  if (!ended) return null;
  return (
    <Alert color="saffron" role="alert" data-testid="session-ended">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{ended.reason ?? SESSION_ENDED_MESSAGE}</Text>
        {action}
      </Group>
    </Alert>
  );
}
