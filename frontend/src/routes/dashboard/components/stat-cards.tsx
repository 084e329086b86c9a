import { Card, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { errorMessage } from '@/api/client';
import { formatInr } from '@/lib/format';
import type { AgreementRow } from '../api/agreements';
import type { ClientReport } from '../api/client-report';
import { agreementStats, monthChange, totalContractValue } from '../lib/stats';

interface Loaded<T> {
  data: T | undefined;
  error: unknown;
}

interface StatCardsProps {
  agreements: Loaded<AgreementRow[]>;
  report: Loaded<ClientReport>;
}

// Four figures from the user's real agreements and report; a failed source says so in its card.
export function StatCards({ agreements, report }: StatCardsProps) {
  const stats = agreements.data && agreementStats(agreements.data);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <Stat label="Total Contracts" source={agreements} value={stats?.total} note={stats && monthChange(stats)} />
      <Stat label="Active Contracts" source={agreements} value={stats?.active} note="Running now" />
      <Stat label="Awaiting Action" source={agreements} value={stats?.awaiting} note="Proposed or in negotiation" />
      <Stat
        label="Total Contract Value"
        source={report}
        value={report.data && formatInr(totalContractValue(report.data))}
        note="As seller and as buyer"
      />
    </SimpleGrid>
  );
}

interface StatProps {
  label: string;
  source: Loaded<unknown>;
  value: string | number | undefined;
  note?: string;
}

function Stat({ label, source, value, note }: StatProps) {
  return (
    <Card padding="md" data-testid="stat-card">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {source.error ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {errorMessage(source.error)}
        </Text>
      ) : value === undefined ? (
        <Group mt="xs">
          <Loader size="sm" aria-label={`Loading ${label}`} />
        </Group>
      ) : (
        <>
          <Text fz={28} fw={800} mt={4} lh={1.2}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed" mt={4}>
              {note}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
