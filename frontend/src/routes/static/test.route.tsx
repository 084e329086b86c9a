import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@/api/client';
import { useConnection } from '@/api/connection';

// /test: the spec lists it without content; it shows whether this browser reaches the API.
export function TestRoute() {
  const connect = useConnection();
  return (
    <Stack gap="md">
      <title>Connection test · Samvida</title>
      <Title order={1}>Connection test</Title>
      <Group gap="sm">
        <Text>API:</Text>
        {connect.isPending ? (
          <Badge color="gray">Checking…</Badge>
        ) : connect.isError ? (
          <Badge color="red">Not reachable</Badge>
        ) : (
          <Badge color="green">Connected</Badge>
        )}
      </Group>
      {connect.isError && <Text c="red.8">{errorMessage(connect.error)}</Text>}
      {connect.data && <Text c="dimmed">Server time {new Date(connect.data.time).toLocaleString('en-IN')}</Text>}
    </Stack>
  );
}
