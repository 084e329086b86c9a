import { Badge, Button, FileInput, Group, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/api/client';
import { uploadFile } from '@/api/upload';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { type BulkRow, useSendBulkInvite, useSendInvite } from '../api/proposal-invites';

// The owner's invite tools: a file of phone numbers, or one number.
export function InviteTools({ proposalId }: { proposalId: string }) {
  return (
    <FormSection title="Invite sellers" description="Invited sellers get an SMS with a link to this RFQ.">
      <Tabs defaultValue="bulk" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bulk">Bulk Invites</Tabs.Tab>
          <Tabs.Tab value="single">Single Invite</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bulk" pt="md">
          <BulkInvite proposalId={proposalId} />
        </Tabs.Panel>
        <Tabs.Panel value="single" pt="md">
          <SingleInvite proposalId={proposalId} />
        </Tabs.Panel>
      </Tabs>
    </FormSection>
  );
}

function SingleInvite({ proposalId }: { proposalId: string }) {
  const invite = useSendInvite(proposalId);
  const showMessage = useShowMessage();
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(phone.trim(), {
      onSuccess: ({ message }) => {
        notify(message ?? 'Invites sent successfully');
        setPhone('');
      },
      onError: (error) => showMessage('Error', errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Seller's phone number"
          description="A +91 mobile number"
          placeholder="98XXXXXXXX"
          type="tel"
          style={{ flex: '1 1 14rem' }}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <Button type="submit" loading={invite.isPending}>
          Send invite
        </Button>
      </Group>
    </form>
  );
}

const RESULT_COLOR: Record<BulkRow['result'], string> = { sent: 'green', invalid: 'red', duplicate: 'yellow' };

// A refused file's per-row messages (`{"row 3": [...]}`) as result rows.
const rowsOfRefusal = (error: unknown): BulkRow[] =>
  error instanceof ApiError && error.errors
    ? Object.entries(error.errors).map(([key, messages]) => ({
        row: Number(key.replace(/\D/g, '')) || 0,
        value: '',
        phoneNumber: null,
        result: 'invalid',
        message: messages.join(' '),
      }))
    : [];

function BulkInvite({ proposalId }: { proposalId: string }) {
  const bulk = useSendBulkInvite(proposalId);
  const showMessage = useShowMessage();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [rows, setRows] = useState<BulkRow[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      showMessage('Error', 'No file is added. Please select a file before adding.');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      const { data, message } = await bulk.mutateAsync(uploaded.url);
      setRows(data.rows);
      notify(message ?? 'Invites sent successfully', data.sent > 0 ? 'Success' : 'Info');
      setFile(null);
    } catch (error) {
      setRows(rowsOfRefusal(error));
      showMessage('Error', errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="File of phone numbers"
            description="CSV or Excel; a column named Phone, or the numbers in the first column"
            placeholder="Choose a file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            style={{ flex: '1 1 16rem' }}
            value={file}
            onChange={setFile}
          />
          <Button type="submit" loading={uploading}>
            Send invites
          </Button>
        </Group>
      </form>
      {rows && rows.length > 0 && <BulkResults rows={rows} />}
    </Stack>
  );
}

function BulkResults({ rows }: { rows: BulkRow[] }) {
  const count = (result: BulkRow['result']) => rows.filter((row) => row.result === result).length;
  return (
    <div>
      <Text size="sm" fw={600} mb="xs" role="status">
        {count('sent')} sent · {count('invalid')} invalid · {count('duplicate')} duplicate
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing="xs" aria-label="Bulk invite results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>In the file</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.row}-${row.value}`}>
                <Table.Td>{row.row || '—'}</Table.Td>
                <Table.Td>{row.value || '—'}</Table.Td>
                <Table.Td>{row.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={RESULT_COLOR[row.result]} variant="light">
                    {row.result}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
