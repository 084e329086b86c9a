import { Badge, Button, Group, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useShowMessage } from '@/components/ui/message-modal';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useMemberMay } from '@/lib/use-member-may';
import type { AgreementRow } from '../api/agreements';
import { useDiscardAgreement } from '../api/discard-agreement';
import { DASHBOARD_TABS, groupByDashboardTab, openingTab } from '@samvida/machines';
import { useCurrencies } from '@/api/lookups';
import { agreementTarget, canArchive, canDiscard } from '../lib/agreement-tabs';
import { awaitsUser, contractValueText } from '../lib/contract-row';
import { counterpartyName } from '../lib/counterparty';
import { ArchiveMoveButton } from './archive-move-button';
import { SectionCard } from './section-card';

interface ContractStatusTabsProps {
  agreements: AgreementRow[] | undefined;
  error: unknown;
  onRetry: () => void;
  // Agreement ids where the contract's execution waits on the user (ActiveTxnNoteAgList).
  attention: Set<string> | undefined;
}

export function ContractStatusTabs({ agreements, error, onRetry, attention }: ContractStatusTabsProps) {
  const groups = agreements && groupByDashboardTab(agreements, (row) => row.status);
  const [discarding, setDiscarding] = useState<AgreementRow | null>(null);

  return (
    <SectionCard title="Contract Status">
      {error ? (
        <QueryError title="Could not load your contracts" error={error} onRetry={onRetry} />
      ) : !groups ? (
        <PageLoader label="Loading your contracts" />
      ) : (
        <Tabs defaultValue={openingTab(groups)} keepMounted={false}>
          <Tabs.List>
            {DASHBOARD_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {tab} ({groups[tab].length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <AgreementTable rows={groups[tab]} attention={attention} onDiscard={setDiscarding} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <DiscardDialog row={discarding} onClose={() => setDiscarding(null)} />
    </SectionCard>
  );
}

interface AgreementTableProps {
  rows: AgreementRow[];
  attention: Set<string> | undefined;
  onDiscard: (row: AgreementRow) => void;
}

function AgreementTable({ rows, attention, onDiscard }: AgreementTableProps) {
  const { userId } = useSession();
  const currencies = useCurrencies().data;
  const mayNegotiate = useMemberMay('negotiate');
  if (rows.length === 0) return <Text c="dimmed">No contracts here yet.</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contract</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Counterparty</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.id)} data-testid="agreement-row">
              <Table.Td fw={600}>{row.agreementUID ?? row.id}</Table.Td>
              <Table.Td>{row.contractType ?? '—'}</Table.Td>
              <Table.Td>{counterpartyName(row, userId)}</Table.Td>
              <Table.Td>{formatDate(row.createdOn)}</Table.Td>
              <Table.Td data-testid="contract-value">{contractValueText(row, currencies)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light">{row.status}</Badge>
                  {awaitsUser(row, attention) && (
                    <Badge color="saffron.9" variant="filled">
                      {mayNegotiate === false ? "Your business's move" : 'Your move'}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button component={Link} to={agreementTarget(row)} size="xs" variant="light">
                    Open
                  </Button>
                  {canArchive(row) && <ArchiveMoveButton agreementId={row.id} archive />}
                  {mayNegotiate && canDiscard(row) && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => onDiscard(row)}>
                      Delete
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DiscardDialog({ row, onClose }: { row: AgreementRow | null; onClose: () => void }) {
  const discard = useDiscardAgreement();
  const showMessage = useShowMessage();
  const confirm = () => {
    if (!row) return;
    discard.mutate(row.id, {
      onSuccess: () => showMessage('Success', 'The agreement was deleted.'),
      onError: () => showMessage('Error', 'Not able to delete right now. try again after some time'),
      onSettled: onClose,
    });
  };

  return (
    <Dialog opened={row !== null} onClose={onClose} title="Delete agreement">
      <Text>
        Delete {row?.agreementUID ?? 'this agreement'}? It disappears from your lists; its history is kept for audit.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={discard.isPending} onClick={confirm}>
          Delete
        </Button>
      </Group>
    </Dialog>
  );
}
