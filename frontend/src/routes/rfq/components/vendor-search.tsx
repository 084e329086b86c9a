import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/api/client';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { useSendInvite } from '../api/proposal-invites';
import { useVendorSearch } from '../api/search-vendor';

// Search Vendor: sellers found by phone, e-mail or the items they quoted before, each with Invite.
export function VendorSearch({ proposalId, onClose }: { proposalId: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  // '' searches the RFQ's own item titles, which is where a search starts.
  const [query, setQuery] = useState('');
  const vendors = useVendorSearch(proposalId, query);
  const invite = useSendInvite(proposalId);
  const showMessage = useShowMessage();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  return (
    <FormSection
      title="Search Vendor"
      aside={
        <Button variant="subtle" size="xs" onClick={onClose}>
          Close search
        </Button>
      }
    >
      <Stack gap="md">
        <form onSubmit={search} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Phone, e-mail or item"
              description="Empty: sellers who quoted for items like this RFQ's"
              style={{ flex: '1 1 16rem' }}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" variant="light">
              Search
            </Button>
          </Group>
        </form>
        {vendors.error ? (
          <QueryError title="Could not search vendors" error={vendors.error} onRetry={() => void vendors.refetch()} />
        ) : vendors.isPending ? (
          <LoadingData />
        ) : vendors.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No vendors found.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" aria-label="Vendors found">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Seller</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Items quoted before</Table.Th>
                  <Table.Th>Invite</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vendors.data.map((vendor) => (
                  <Table.Tr key={vendor.usrId}>
                    <Table.Td fw={600}>{vendor.usrName}</Table.Td>
                    <Table.Td>{vendor.phoneNumber ?? '—'}</Table.Td>
                    <Table.Td>{vendor.matchedItems.join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      {vendor.invited ? (
                        <Badge variant="light" color="green">
                          Invited
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          disabled={!vendor.phoneNumber}
                          loading={invite.isPending && invite.variables === vendor.phoneNumber}
                          aria-label={`Invite ${vendor.usrName}`}
                          onClick={() =>
                            vendor.phoneNumber &&
                            invite.mutate(vendor.phoneNumber, {
                              // The invite refreshes this RFQ's queries, so the row turns 'Invited'.
                              onSuccess: ({ message }) => notify(message ?? 'Invites sent successfully'),
                              onError: (error) => showMessage('Error', errorMessage(error)),
                            })
                          }
                        >
                          Invite
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </FormSection>
  );
}
