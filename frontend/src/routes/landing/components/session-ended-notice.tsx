import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SessionEndedAlert } from '@/components/layout/session-ended-alert';

// Tells a user whose session the server ended why they are on the landing page, with a way back in.
export function SessionEndedNotice() {
  return (
    <SessionEndedAlert
      action={
        <Button component={Link} to="/Signup" size="compact-md">
          Sign in
        </Button>
      }
    />
  );
}
