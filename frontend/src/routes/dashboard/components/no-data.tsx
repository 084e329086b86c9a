import { Center, Text } from '@mantine/core';

// What a chart shows when every amount is 0 (spec §2 Dashboard).
export function NoData({ text = 'No Data' }: { text?: string }) {
  return (
    <Center h={200} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text c="dimmed">{text}</Text>
    </Center>
  );
}
