import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logout } from './api/logout';

// /LogOut: confirmation; Log out clears the session and goes to /, Cancel goes back to /Home.
export function LogOutRoute() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setLeaving(true);
    await logout().catch(() => undefined); // the session is cleared even if the server is unreachable
    void navigate('/', { replace: true });
  };

  return (
    <Paper maw={440} mx="auto" my="xl" p="xl" shadow="sm">
      <title>Log out · Samvida</title>
      <Stack gap="lg">
        <Title order={1} fz={24}>
          Log out
        </Title>
        <Text>Are you sure you want to log out?</Text>
        <Group justify="flex-end">
          <Button component={Link} to="/Home" variant="default">
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={leaving}>
            Log out
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
