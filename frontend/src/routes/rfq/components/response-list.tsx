import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormSection } from '@/components/ui/form-section';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { formatDate, formatInr } from '@/lib/format';
import type { ProposalResponse } from '../api/proposal-responses';

interface ResponseListProps {
  responses: { data?: ProposalResponse[]; error: unknown; isPending: boolean; refetch: () => unknown };
  // The owner opens the agreement a response created; a seller opens their own draft.
  owner: boolean;
}

// Sellers' answers: advance, items quoted and the quoted total, each with its agreement.
export function ResponseList({ responses, owner }: ResponseListProps) {
  const screen = owner ? '/DetailAgreement' : '/draftAgreement';
  return (
    <FormSection title="Responses">
      {responses.error ? (
        <QueryError
          title="Could not load the responses"
          error={responses.error}
          onRetry={() => void responses.refetch()}
        />
      ) : responses.isPending || !responses.data ? (
        <LoadingData />
      ) : responses.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No responses yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="sm" aria-label="Responses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Seller</Table.Th>
                <Table.Th>Advance</Table.Th>
                <Table.Th>Items quoted</Table.Th>
                <Table.Th ta="right">Quoted total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>Agreement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.data.map((response) => (
                <Table.Tr key={response.id}>
                  <Table.Td fw={600}>{response.seller.usrName}</Table.Td>
                  <Table.Td>{response.advancePercent}%</Table.Td>
                  <Table.Td>{response.itemsQuoted}</Table.Td>
                  <Table.Td ta="right">{formatInr(response.quotedTotal)}</Table.Td>
                  <Table.Td>{response.status ? <Badge variant="light">{response.status}</Badge> : '—'}</Table.Td>
                  <Table.Td>{formatDate(response.createdOn)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`${screen}?agreementId=${encodeURIComponent(response.agreementId)}`}>
                      Open
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
