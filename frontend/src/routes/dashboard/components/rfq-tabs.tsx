import { Badge, Button, Group, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useShowMessage } from '@/components/ui/message-modal';
import { formatDate } from '@/lib/format';
import { setHandoffData } from '@/lib/handoff';
import { useMemberMay } from '@/lib/use-member-may';
import { type InviteRow, type RfqRow, useInvites, useOpenRfqs, useProposalFromInvite, useUserRfqs } from '../api/rfqs';
import { groupOwnRfqs, proposalTarget } from '../lib/rfq-tabs';
import { SectionCard } from './section-card';

const RFQ_TABS = ['draft', 'active', 'completed', 'open', 'invites'] as const;
export type RfqTab = (typeof RFQ_TABS)[number];

// RFQ List: own Draft, Active and User Completed; others' active RFQs; the user's invites. Without
// `defaultTab` it opens on the first tab with rows once every list has loaded.
export function RfqTabs({ defaultTab }: { defaultTab?: RfqTab }) {
  const own = useUserRfqs();
  const open = useOpenRfqs();
  const invites = useInvites();
  const groups = own.data && groupOwnRfqs(own.data);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RfqTab | null>(null);
  // Editing a draft and applying are negotiation: a member whose role may not only opens.
  const mayNegotiate = useMemberMay('negotiate');
  const counts: Record<RfqTab, number | undefined> = {
    draft: groups?.draft.length,
    active: groups?.active.length,
    completed: groups?.completed.length,
    open: open.data?.length,
    invites: invites.data?.length,
  };
  const firstWithRows = RFQ_TABS.find((tab) => (counts[tab] ?? 0) > 0) ?? 'draft';
  const opening = defaultTab ?? (RFQ_TABS.every((tab) => counts[tab] !== undefined) ? firstWithRows : 'draft');

  // A draft RFQ goes back to the RFQ editor through the handoff data.
  const editDraft = (row: RfqRow) => {
    setHandoffData(row);
    void navigate('/NewRFQ');
  };

  const ownRows = (rows: RfqRow[] | undefined, action: (row: RfqRow) => ReactNode) => (
    <Loaded query={own} title="Could not load your RFQs">
      <RfqTable rows={rows ?? []} action={action} />
    </Loaded>
  );

  return (
    <SectionCard title="RFQ List">
      <Tabs value={chosen ?? opening} onChange={(tab) => setChosen(tab as RfqTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="draft">Draft{groups && ` (${groups.draft.length})`}</Tabs.Tab>
          <Tabs.Tab value="active">Active{groups && ` (${groups.active.length})`}</Tabs.Tab>
          <Tabs.Tab value="completed">User Completed{groups && ` (${groups.completed.length})`}</Tabs.Tab>
          <Tabs.Tab value="open">Open RFQs{open.data && ` (${open.data.length})`}</Tabs.Tab>
          <Tabs.Tab value="invites">Invites{invites.data && ` (${invites.data.length})`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="draft" pt="md">
          {ownRows(
            groups?.draft,
            (row) =>
              mayNegotiate && (
                <Button size="xs" variant="light" onClick={() => editDraft(row)}>
                  Edit
                </Button>
              ),
          )}
        </Tabs.Panel>
        <Tabs.Panel value="active" pt="md">
          {ownRows(groups?.active, (row) => (
            <LinkButton to={proposalTarget(row, '/DetailProposal')}>Open</LinkButton>
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="completed" pt="md">
          {ownRows(groups?.completed, (row) => (
            <LinkButton to={proposalTarget(row, '/DetailProposal')}>Open</LinkButton>
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="open" pt="md">
          <Loaded query={open} title="Could not load open RFQs">
            <RfqTable
              rows={open.data ?? []}
              withOwner
              action={(row) => (
                <>
                  {mayNegotiate && <LinkButton to={proposalTarget(row, '/ApplyRFQ')}>Apply</LinkButton>}
                  <LinkButton to={proposalTarget(row, '/DetailProposal')} variant="subtle">
                    Detail
                  </LinkButton>
                </>
              )}
            />
          </Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="invites" pt="md">
          <Loaded query={invites} title="Could not load your invites">
            <InviteTable rows={invites.data ?? []} mayApply={mayNegotiate === true} />
          </Loaded>
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}

interface LoadedProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  title: string;
  children: ReactNode;
}

function Loaded({ query, title, children }: LoadedProps) {
  if (query.error) return <QueryError title={title} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <PageLoader />;
  return children;
}

function LinkButton({ to, children, variant = 'light' }: { to: string; children: ReactNode; variant?: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant={variant}>
      {children}
    </Button>
  );
}

interface RfqTableProps {
  rows: RfqRow[];
  action: (row: RfqRow) => ReactNode;
  withOwner?: boolean;
}

function RfqTable({ rows, action, withOwner = false }: RfqTableProps) {
  if (rows.length === 0) return <Text c="dimmed">No RFQs here yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>RFQ</Table.Th>
            {withOwner && <Table.Th>Raised by</Table.Th>}
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.id)}>
              <Table.Td>
                <Text component="div" fw={600} size="sm">
                  {row.title || 'Untitled RFQ'}
                  {row.inviteOnly && (
                    <Badge ml="xs" size="xs" variant="outline">
                      Invite only
                    </Badge>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.proposalUID ?? row.id}
                </Text>
              </Table.Td>
              {withOwner && <Table.Td>{row.owner?.usrName ?? '—'}</Table.Td>}
              <Table.Td>{formatDate(row.createdOn)}</Table.Td>
              <Table.Td>
                <Badge variant="light">{row.proposalStatus}</Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {action(row)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InviteTable({ rows, mayApply }: { rows: InviteRow[]; mayApply: boolean }) {
  const proposal = useProposalFromInvite();
  const showMessage = useShowMessage();
  const navigate = useNavigate();

  // Apply on an invite fetches its RFQ and hands it to the apply screen.
  const apply = (invite: InviteRow) =>
    proposal.mutate(invite.id, {
      onSuccess: (data) => {
        setHandoffData(data);
        void navigate(proposalTarget({ id: String(data.id ?? invite.id) }, '/ApplyRFQ'));
      },
      onError: () => showMessage('Error', 'Not able to fetch proposal data'),
    });

  if (rows.length === 0) return <Text c="dimmed">No invites yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>RFQ</Table.Th>
            <Table.Th>Raised by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invite) => (
            <Table.Tr key={String(invite.id)}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {invite.title || 'Untitled RFQ'}
                </Text>
                <Text size="xs" c="dimmed">
                  {invite.proposalUID ?? invite.inviteUID ?? invite.id}
                </Text>
              </Table.Td>
              <Table.Td>{invite.raisedByUser?.usrName ?? '—'}</Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  {mayApply && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={proposal.isPending && proposal.variables === invite.id}
                      onClick={() => apply(invite)}
                    >
                      Apply
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
