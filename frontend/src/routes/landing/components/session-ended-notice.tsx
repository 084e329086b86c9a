import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { forgetSessionEnded, sessionEnded } from '@/lib/session';

// Tells a user whose session the server ended why they are on the landing page, with a way back in.
export function SessionEndedNotice() {
  const [ended] = useState(sessionEnded);
  useEffect(forgetSessionEnded, []);
  if (!ended) return null;
  return (
    <Alert color="saffron" title="Your session has ended" role="alert" data-testid="session-ended">
      <Group justify="space-between" gap="sm">
        <Text size="sm">For your security you were signed out. Please sign in again to continue.</Text>
        <Button component={Link} to="/Signup" size="compact-md">
          Sign in
        </Button>
      </Group>
    </Alert>
  );
}
