import { Group, Loader, Text } from '@mantine/core';

// The spec's 'Loading Data' state, visible and announced.
export function LoadingData() {
  return (
    <Group gap="xs" py="md" role="status">
      <Loader size="sm" />
      <Text c="dimmed">Loading Data</Text>
    </Group>
  );
}
