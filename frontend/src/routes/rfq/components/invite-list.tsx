import { Badge, Button, Table, Text } from '@mantine/core';
import { errorMessage } from '@/api/client';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { formatDate } from '@/lib/format';
import type { OfferedActions } from '../api/proposal-actions';
import { useDeleteInvite, useProposalInvites } from '../api/proposal-invites';

// The RFQ's invites (a seller sees only their own); the owner may withdraw a pending one.
export function InviteList({ proposalId, actions }: { proposalId: string; actions: OfferedActions }) {
  const invites = useProposalInvites(proposalId);
  const withdraw = useDeleteInvite(proposalId);
  const showMessage = useShowMessage();

  return (
    <FormSection title="Invites">
      {invites.error ? (
        <QueryError title="Could not load the invites" error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.isPending ? (
        <LoadingData />
      ) : invites.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invites yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm" aria-label="Invites">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invite</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Seller</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sent on</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invites.data.map((invite) => (
                <Table.Tr key={invite.id}>
                  <Table.Td fw={600}>{invite.inviteUID}</Table.Td>
                  <Table.Td>{invite.phoneNumber}</Table.Td>
                  <Table.Td>
                    {invite.raisedForUser?.usrName || (
                      <Text c="dimmed" size="sm">
                        Not registered yet
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{invite.statusLabel}</Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(invite.createdOn)}</Table.Td>
                  <Table.Td>
                    {actions.canOnInvite(invite.id, 'WithdrawInvite') ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={withdraw.isPending && withdraw.variables === invite.id}
                        aria-label={`Withdraw invite ${invite.inviteUID}`}
                        onClick={() =>
                          withdraw.mutate(invite.id, {
                            onSuccess: ({ message }) => notify(message ?? 'Deleted successfully'),
                            onError: (error) => showMessage('Error', errorMessage(error)),
                          })
                        }
                      >
                        Withdraw
                      </Button>
                    ) : (
                      '—'
                    )}
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
