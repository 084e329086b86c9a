import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { TimelineEntry } from '../api/audit';

// The whole history in global order, one sentence per event.
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Timeline">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What happened</Table.Th>
            <Table.Th>Event</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.position}>
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.at)}</Text>
              </Table.Td>
              <Table.Td>{entry.text}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" color={entry.streamId.startsWith('proposal-') ? 'saffron' : 'brand'}>
                    {entry.streamId.startsWith('proposal-') ? 'RFQ' : `v${entry.version}`}
                  </Badge>
                  <Text size="xs" c="dimmed" ff="monospace" title={entry.hash}>
                    {entry.hash.slice(0, 10)}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
