import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AgreementDetail, Party } from '../api/agreement-detail';
import { depositText } from './general-terms-fields';
import { PurchaseOrderCard } from './purchase-order-card';
import { StatusBadge } from './status-badge';

const FIELDS: [keyof NonNullable<Party>, string][] = [
  ['usrName', 'Name'],
  ['phoneNumber', 'Phone'],
  ['email', 'Email'],
  ['usrAddress', 'Address'],
  ['usrGstin', 'GSTIN'],
  ['usrPan', 'PAN'],
];

function PartyCard({ title, party, contact }: { title: string; party: Party; contact: string | null }) {
  return (
    <Card>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {party ? (
        <Table variant="vertical" withRowBorders={false} layout="fixed">
          <Table.Tbody>
            {FIELDS.map(([field, label]) => (
              <Table.Tr key={field}>
                <Table.Th w={90}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{party[field] || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          Invited by {contact ?? 'contact'}; details show once they register.
        </Text>
      )}
    </Card>
  );
}

// The 'Contract Info' tab: both parties and the general terms.
export function ContractInfo({ detail }: { detail: AgreementDetail }) {
  const deposit = depositText(detail);
  const terms: [string, React.ReactNode][] = [
    ['Contract duration', `${detail.contractDuration} days`],
    ['LD percent', `${detail.ldPercent}%`],
    ['LD days', `${detail.ldDays} days`],
    ['Advance percent', `${detail.advance}%`],
    ...(deposit ? [['Security deposit', deposit] as [string, string]] : []),
    ['Status', <StatusBadge key="status" status={detail.status} />],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PartyCard title="Seller" party={detail.seller} contact={detail.counterpartyContact} />
        <PartyCard title="Buyer" party={detail.buyer} contact={detail.counterpartyContact} />
      </SimpleGrid>
      <PurchaseOrderCard detail={detail} />
      <Card>
        <Title order={3} fz="md" mb="xs">
          General terms
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="general-terms">
          {terms.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="div" fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
