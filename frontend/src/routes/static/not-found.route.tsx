import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

// Any path not in the route list.
export function NotFoundRoute() {
  return (
    <Stack align="center" py={64} gap="md" ta="center">
      <title>Address is not valid · Samvida</title>
      <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>Address is not valid</Title>
      <Text c="dimmed">
        The page you asked for does not exist. Check the address or start again from the home page.
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
