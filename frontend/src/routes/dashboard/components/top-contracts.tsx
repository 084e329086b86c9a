import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatInr } from '@/lib/format';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useSession } from '@/lib/session';
import type { AgreementRow } from '../api/agreements';
import { agreementTarget } from '../lib/agreement-tabs';
import { counterpartyName } from '../lib/counterparty';
import { topByValue } from '../lib/value-trend';
import { NoData } from './no-data';
import { SectionCard } from './section-card';

// The user's five most valuable contracts.
export function TopContracts({ agreements, error }: { agreements: AgreementRow[] | undefined; error: unknown }) {
  const { userId } = useSession();
  const top = agreements && topByValue(agreements, 5);

  return (
    <SectionCard title="Top Contracts">
      {error ? (
        <QueryError title="Could not load your contracts" error={error} />
      ) : !top ? (
        <PageLoader label="Loading top contracts" />
      ) : top.length === 0 ? (
        <NoData text="No contracts with a value yet" />
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {top.map((row) => (
            <Group key={String(row.id)} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={agreementTarget(row)} fw={600} size="sm" truncate="end" display="block">
                  {row.agreementUID ?? row.contractType ?? `Contract ${row.id}`}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end">
                  {counterpartyName(row, userId)} · {row.status}
                </Text>
              </div>
              <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatInr(row.totalValue ?? 0)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
