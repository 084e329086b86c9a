import { Badge, Button, Group, Pagination, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrencies } from '@/api/lookups';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { SectionCard } from './components/section-card';
import { WelcomeHeader } from './components/welcome-header';
import { agreementTarget } from './lib/agreement-tabs';
import { contractValueText } from './lib/contract-row';
import { counterpartyName } from './lib/counterparty';
import { ARCHIVE_PAGE_SIZE, useArchive, type ArchivedRow } from './api/archive';
import { ArchiveMoveButton } from './components/archive-move-button';

// /Archive: the finished contracts in the user's own archive, searchable, a page at a time.
export function ArchiveRoute() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const archive = useArchive(page, debounced);
  const pages = Math.max(1, Math.ceil((archive.data?.total ?? 0) / ARCHIVE_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <WelcomeHeader title="Archive" />
      <SectionCard title="Archived contracts">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Finished contracts you archived, and those whose plan storage ended. Their files and PDFs are deleted 3
            months after the storage ends; their history stays.
          </Text>
          <TextInput
            label="Search the archive"
            placeholder="Contract number, type or party"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          {archive.error ? (
            <QueryError
              title="Could not load your archive"
              error={archive.error}
              onRetry={() => void archive.refetch()}
            />
          ) : !archive.data ? (
            <PageLoader label="Loading your archive" />
          ) : (
            <ArchiveTable rows={archive.data.items} searching={debounced !== ''} />
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Archive pages" />}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

function ArchiveTable({ rows, searching }: { rows: ArchivedRow[]; searching: boolean }) {
  const { userId } = useSession();
  const currencies = useCurrencies().data;
  if (rows.length === 0)
    return <Text c="dimmed">{searching ? 'No archived contract matches.' : 'Your archive is empty.'}</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contract</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Counterparty</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.id)} data-testid="archived-row">
              <Table.Td fw={600}>{row.agreementUID ?? row.id}</Table.Td>
              <Table.Td>{row.contractType ?? '—'}</Table.Td>
              <Table.Td>{counterpartyName(row, userId)}</Table.Td>
              <Table.Td>{contractValueText(row, currencies)}</Table.Td>
              <Table.Td>
                <Badge variant="light">{row.status}</Badge>
              </Table.Td>
              <Table.Td>{filesText(row)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button component={Link} to={agreementTarget(row)} size="xs" variant="light">
                    Open
                  </Button>
                  {!row.storageEnded && <ArchiveMoveButton agreementId={row.id} archive={false} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const filesText = (row: ArchivedRow): string =>
  row.filesDeleted
    ? 'Deleted'
    : row.filesDeleteOn
      ? `Deleted on ${formatDate(row.filesDeleteOn)}`
      : 'Kept while the plan stores them';
