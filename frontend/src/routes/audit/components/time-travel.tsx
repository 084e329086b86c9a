import { Badge, Group, NativeSelect, SimpleGrid, Slider, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useStateAt, type TimelineEntry } from '../api/audit';
import { compareSnapshots, snapshotRows } from '../lib/snapshot-rows';
import { formatDateTime } from '@/lib/format';

// Scrub to any event and see the contract exactly as it stood then (moment A), and compare it with
// a second moment (B) side by side; rows that differ are marked.
export function TimeTravel({ agreementId, entries }: { agreementId: string; entries: TimelineEntry[] }) {
  const events = entries.filter((entry) => entry.streamId.startsWith('agreement-'));
  const latest = events.at(-1)?.version ?? 0;
  const [a, setA] = useState(Math.min(1, latest));
  const [b, setB] = useState(latest);
  const first = useStateAt(agreementId, a);
  const second = useStateAt(agreementId, b);
  const options = events.map((event) => ({ value: String(event.version), label: `v${event.version} · ${event.text}` }));
  if (latest === 0) return <Text c="dimmed">No events yet.</Text>;
  const failed = first.error ?? second.error;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4}>
          <NativeSelect
            label="Moment A"
            data={options}
            value={String(a)}
            onChange={(e) => setA(Number(e.currentTarget.value))}
          />
          <Slider thumbLabel="Scrub moment A" min={1} max={latest} value={a} onChange={setA} label={(v) => `v${v}`} />
        </Stack>
        <NativeSelect
          label="Moment B"
          data={options}
          value={String(b)}
          onChange={(e) => setB(Number(e.currentTarget.value))}
        />
      </SimpleGrid>
      {failed ? (
        <QueryError title="Could not rebuild that moment" error={failed} />
      ) : !first.data || !second.data ? (
        <PageLoader label="Rebuilding the contract" />
      ) : (
        <Comparison a={first.data} b={second.data} />
      )}
    </Stack>
  );
}

function Comparison({
  a,
  b,
}: {
  a: NonNullable<ReturnType<typeof useStateAt>['data']>;
  b: NonNullable<ReturnType<typeof useStateAt>['data']>;
}) {
  const rows = compareSnapshots(snapshotRows(a.state), snapshotRows(b.state));
  const changes = rows.filter((row) => row.changed).length;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">
          A: after v{a.version} ({formatDateTime(a.at)}) · B: after v{b.version} ({formatDateTime(b.at)})
        </Text>
        <Badge color={changes ? 'saffron' : 'gray'} aria-label="Differences">
          {changes} {changes === 1 ? 'difference' : 'differences'}
        </Badge>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Comparison of two moments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Moment A</Table.Th>
              <Table.Th>Moment B</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-changed={row.changed} bg={row.changed ? 'saffron.0' : undefined}>
                <Table.Td>{row.section}</Table.Td>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{row.before}</Table.Td>
                <Table.Td fw={row.changed ? 700 : undefined}>{row.after}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
