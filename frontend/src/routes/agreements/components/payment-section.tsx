import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { executionCalls, usePayList, type TxnNoteView } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { Dialog } from '@/components/ui/dialog';
import { formatDate, formatInr } from '@/lib/format';
import type { AvailableActions } from '../api/available-actions';
import { offers } from '../lib/actions';
import { StatusBadge } from './status-badge';

type NotePayment = NonNullable<TxnNoteView['notePayment']>;

interface PaymentSectionProps {
  payment: NotePayment;
  noteId: string;
  agreementId: string;
  role: 'buyer' | 'seller';
  actions: AvailableActions;
}

/** Status, total due, amount paid, Pay for the buyer and the payment history. */
export function PaymentSection({ payment, noteId, agreementId, role, actions }: PaymentSectionProps) {
  const [paying, setPaying] = useState(false);
  const [history, setHistory] = useState(false);
  return (
    <Group gap="md" data-testid="payment-section">
      <StatusBadge status={payment.paymentStatus} />
      <Text size="sm">Total due {formatInr(payment.totalDueAmount)}</Text>
      <Text size="sm">Paid {formatInr(payment.totalPaidAmount)}</Text>
      {role === 'buyer' && offers(actions.notes?.[noteId], 'MakePayment') && (
        <Button size="xs" onClick={() => setPaying(true)}>
          Pay
        </Button>
      )}
      <Tooltip label="Payment history">
        <ActionIcon variant="light" aria-label="Payment history" onClick={() => setHistory(true)}>
          ₹
        </ActionIcon>
      </Tooltip>
      <PayDialog opened={paying} onClose={() => setPaying(false)} payment={payment} agreementId={agreementId} />
      <HistoryDialog opened={history} onClose={() => setHistory(false)} {...{ payment, agreementId, actions }} />
    </Group>
  );
}

function PayDialog({
  opened,
  onClose,
  payment,
  agreementId,
}: {
  opened: boolean;
  onClose: () => void;
  payment: NotePayment;
  agreementId: string;
}) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Payment done');
  const [amount, setAmount] = useState(payment.outstandingAmount);
  const [note, setNote] = useState('');
  return (
    <Dialog opened={opened} onClose={onClose} title="Pay against the transaction note">
      <Stack gap="sm">
        <Text size="sm">Still due {formatInr(payment.outstandingAmount)}</Text>
        <TextInput
          label="Amount"
          type="number"
          min={0}
          step={0.01}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <TextInput
          label="Payment note (UPI or bank reference)"
          required
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button
          disabled={!note.trim()}
          loading={call.isPending}
          onClick={() => call.mutate(executionCalls.makePayment(payment.id, amount, note), { onSuccess: onClose })}
        >
          Pay
        </Button>
      </Stack>
    </Dialog>
  );
}

function HistoryDialog({
  opened,
  onClose,
  payment,
  agreementId,
  actions,
}: {
  opened: boolean;
  onClose: () => void;
  payment: NotePayment;
  agreementId: string;
  actions: AvailableActions;
}) {
  const list = usePayList(agreementId, payment.id, opened);
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Status is changed successfully');
  const [reply, setReply] = useState('');
  return (
    <Dialog opened={opened} onClose={onClose} title="Payment history">
      {!list.data?.length ? (
        <Text c="dimmed">{list.isPending ? 'Loading Data' : 'No payments yet'}</Text>
      ) : (
        <Stack gap="sm">
          <TextInput label="Note for your answer" value={reply} onChange={(e) => setReply(e.currentTarget.value)} />
          <Table>
            <Table.Tbody>
              {list.data.map((row) => {
                const can = (command: string) => offers(actions.payments?.[row.id], command);
                return (
                  <Table.Tr key={row.id} data-testid="payment-row">
                    <Table.Td>{formatDate(row.createdOn)}</Table.Td>
                    <Table.Td>{formatInr(row.paidAmount)}</Table.Td>
                    <Table.Td>{row.paymentNote}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.paymentStatus} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {can('MarkPaymentReceived') && (
                          <Button size="compact-xs" onClick={() => call.mutate(executionCalls.paymentReceived(row.id))}>
                            Received
                          </Button>
                        )}
                        {can('MarkPaymentNotReceived') && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="light"
                            onClick={() => call.mutate(executionCalls.paymentNotReceived(row.id, reply))}
                          >
                            Not Received
                          </Button>
                        )}
                        {can('RespondToPayment') && (
                          <Button
                            size="compact-xs"
                            onClick={() => call.mutate(executionCalls.paymentRespond(row.id, reply))}
                          >
                            Respond
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Dialog>
  );
}
