import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { notify } from '@/components/ui/notify';
import { useAuditorCommand, useAuditors, useReadLog } from '../api/audit';
import { formatDateTime } from '@/lib/format';

// For the buyer and seller: grant an auditor by phone or e-mail until a date, revoke, and see every auditor read.
export function AuditorsPanel({ agreementId }: { agreementId: string }) {
  const auditors = useAuditors(agreementId, true);
  const reads = useReadLog(agreementId, true);
  const grant = useAuditorCommand(agreementId, 'GrantAuditorAccess');
  const revoke = useAuditorCommand(agreementId, 'RevokeAuditorAccess');
  const [contact, setContact] = useState('');
  const [until, setUntil] = useState('');
  const run = (mutation: typeof grant, body: Record<string, unknown>, done: string) =>
    mutation.mutate(body, {
      onSuccess: () => notify(done),
      onError: (error) => notify(errorMessage(error), 'Error'),
    });
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Auditor's phone (+91…) or e-mail"
          value={contact}
          onChange={(e) => setContact(e.currentTarget.value)}
        />
        <TextInput label="Access until" type="date" value={until} onChange={(e) => setUntil(e.currentTarget.value)} />
        <Button
          loading={grant.isPending}
          onClick={() => run(grant, { Contact: contact, Until: until || null }, 'Auditor access granted')}
        >
          Grant read access
        </Button>
      </Group>
      <Table aria-label="Auditors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Auditor</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {auditors.data?.auditors.map((auditor) => (
            <Table.Tr key={auditor.auditorId}>
              <Table.Td>{`${auditor.name} ${auditor.contact ? `(${auditor.contact})` : ''}`}</Table.Td>
              <Table.Td>{auditor.until ?? 'Until revoked'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => run(revoke, { AuditorId: auditor.auditorId }, 'Access revoked')}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {auditors.data?.invitations.map((invite) => (
            <Table.Tr key={invite.contact}>
              <Table.Td>{`${invite.contact} (invited, not registered yet)`}</Table.Td>
              <Table.Td>{invite.until ?? 'Until revoked'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => run(revoke, { Contact: invite.contact }, 'Invitation withdrawn')}
                >
                  Withdraw
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} fz="sm">
        What auditors read
      </Title>
      {reads.data?.length ? (
        <Table aria-label="Auditor reads">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Auditor</Table.Th>
              <Table.Th>What was read</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reads.data.map((read, index) => (
              <Table.Tr key={index}>
                <Table.Td>{formatDateTime(read.at)}</Table.Td>
                <Table.Td>{read.name}</Table.Td>
                <Table.Td>{read.what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No auditor has read this contract.
        </Text>
      )}
    </Stack>
  );
}
