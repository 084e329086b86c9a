import { Alert, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { forgetSessionEnded, sessionEnded, sessionEndReason } from '@/lib/session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

// Tells a user whose session the server ended why they must sign in, once (the flag is then cleared).
export function SessionEndedAlert({ action }: { action?: ReactNode }) {
  const [ended] = useState(sessionEnded);
  const [reason] = useState(sessionEndReason);
  useEffect(forgetSessionEnded, []);
  if (!ended) return null;
  return (
    <Alert color="saffron" role="alert" data-testid="session-ended">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{reason ?? SESSION_ENDED_MESSAGE}</Text>
        {action}
      </Group>
    </Alert>
  );
}
