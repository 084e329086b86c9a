import { Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { PaymentRemark } from '@samvida/machines';
import { useState } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { executionCalls, usePayList, type PaymentRow } from '@/api/execution';
import { type ApiCall, useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { AttachmentThumb } from '@/components/attachments/attachment-thumbs';
import { Dialog } from '@/components/ui/dialog';
import { offers } from '@/lib/actions';
import { formatDateTime, formatInr } from '@/lib/format';
import { StatusBadge } from './status-badge';

interface HistoryDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  notePaymentId: string;
  agreementId: string;
  actions: AvailableActions;
}

// An account's payments, each with its steps (paid, not received, responded, received) as a table
// with column headers; one card per payment so that it fits a 375 px screen. The list refreshes
// live: the agreement's push invalidates it.
export function PaymentHistoryDialog({
  opened,
  onClose,
  title,
  notePaymentId,
  agreementId,
  actions,
}: HistoryDialogProps) {
  const list = usePayList(agreementId, notePaymentId, opened);
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      {!list.data?.length ? (
        <Text c="dimmed">{list.isPending ? 'Loading Data' : 'No payments yet'}</Text>
      ) : (
        <Stack gap="sm">
          {list.data.map((row) => (
            <PaymentCard key={row.id} row={row} agreementId={agreementId} actions={actions} />
          ))}
        </Stack>
      )}
    </Dialog>
  );
}

function PaymentCard({
  row,
  agreementId,
  actions,
}: {
  row: PaymentRow;
  agreementId: string;
  actions: AvailableActions;
}) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Status is changed successfully');
  const [note, setNote] = useState('');
  const can = (command: string) => offers(actions.payments?.[row.id], command);
  const answering = can('MarkPaymentReceived') || can('MarkPaymentNotReceived') || can('RespondToPayment');
  const answer = (build: (id: string, note: string) => ApiCall) =>
    call.mutate(build(row.id, note), { onSuccess: () => setNote('') });
  return (
    <Card withBorder padding="xs" data-testid="payment-row">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text fw={600}>{formatInr(row.paidAmount)}</Text>
          <StatusBadge status={row.paymentStatus} />
        </Group>
        <Group gap="xs">
          <Text size="sm">
            Reference: <span data-testid="payment-reference">{row.paymentReference || '—'}</span>
          </Text>
          {row.proofUrl && (
            <AttachmentThumb
              attachment={{ id: row.proofUploadId!, link: row.proofUrl, name: 'Payment proof' }}
              index={0}
            />
          )}
        </Group>
        <StepsTable remarks={row.remarks} />
        {answering && (
          <>
            <TextInput
              label="Note for your answer"
              size="xs"
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group gap={4}>
              {can('MarkPaymentReceived') && (
                <Button size="compact-xs" onClick={() => answer(executionCalls.paymentReceived)}>
                  Received
                </Button>
              )}
              {can('MarkPaymentNotReceived') && (
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => answer(executionCalls.paymentNotReceived)}
                >
                  Not Received
                </Button>
              )}
              {can('RespondToPayment') && (
                <Button size="compact-xs" onClick={() => answer(executionCalls.paymentRespond)}>
                  Respond
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

// Who did what and when, with the step's note; fixed columns so a long note wraps instead of
// widening the dialog.
function StepsTable({ remarks }: { remarks: PaymentRemark[] }) {
  return (
    <Table fz="xs" layout="fixed" verticalSpacing={4} horizontalSpacing={4} data-testid="payment-steps">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="24%">Step</Table.Th>
          <Table.Th w="22%">By</Table.Th>
          <Table.Th w="24%">When</Table.Th>
          <Table.Th>Note</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {remarks.map((remark) => (
          <Table.Tr key={`${remark.step}-${remark.createdOn}`} data-testid="payment-step">
            <Table.Td>{remark.step}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{remark.owner.usrName ?? remark.byRole}</Table.Td>
            <Table.Td>{formatDateTime(remark.createdOn)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{remark.remarkText || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
