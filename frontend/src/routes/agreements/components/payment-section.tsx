import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { compareDecimals, PaymentReference } from '@samvida/machines';
import { useState } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { executionCalls, useAdvancePayment, usePayList, type NotePaymentView } from '@/api/execution';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { Dialog } from '@/components/ui/dialog';
import { offers } from '@/lib/actions';
import { formatInr } from '@/lib/format';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { StatusBadge } from './status-badge';

// Which account a section pays: a settled note's, or the advance due since the start.
type Account = 'note' | 'advance';
const WORDING: Record<Account, { pay: string; history: string }> = {
  note: { pay: 'Pay against the transaction note', history: 'Payment history' },
  advance: { pay: 'Pay the advance', history: 'Advance payment history' },
};

interface PaymentSectionProps {
  payment: NotePaymentView;
  // The server offers the buyer a payment on this account.
  canPay: boolean;
  kind: Account;
  agreementId: string;
  role: 'buyer' | 'seller';
  actions: AvailableActions;
}

// The advance due since the start (nothing on a contract without one), paid like a note.
export function AdvanceSection({
  agreementId,
  role,
  actions,
}: {
  agreementId: string;
  role: 'buyer' | 'seller';
  actions: AvailableActions;
}) {
  const advance = useAdvancePayment(agreementId).data;
  if (!advance) return null;
  return (
    <Card withBorder padding="sm" data-testid="advance-card">
      <Stack gap="xs">
        <Text fw={600}>
          Advance {advance.advancePercent}% of the contract value {formatInr(advance.contractValue)}
        </Text>
        <Text size="sm" c="dimmed">
          Advance payments the seller marks Received are taken off each invoice&apos;s transaction note in proportion to
          the invoice&apos;s share of the contract value.
        </Text>
        <PaymentSection
          payment={advance}
          canPay={offers(actions.agreement, 'PayAdvance')}
          kind="advance"
          agreementId={agreementId}
          role={role}
          actions={actions}
        />
      </Stack>
    </Card>
  );
}

// Status, total due, what the seller confirmed and what awaits confirmation, Pay for the buyer,
// Confirm receipt for the seller when the server offers it, and the payment history.
export function PaymentSection({ payment, canPay, kind, agreementId, role, actions }: PaymentSectionProps) {
  const [paying, setPaying] = useState(false);
  const [history, setHistory] = useState(false);
  const awaiting = compareDecimals(payment.awaitingConfirmationAmount, 0) > 0;
  // The account's payments, read while one awaits an answer: Confirm receipt shows exactly when
  // the server offers the seller to mark one received.
  const payments = usePayList(agreementId, payment.id, awaiting);
  const canConfirm = (payments.data ?? []).some((row) => offers(actions.payments?.[row.id], 'MarkPaymentReceived'));
  return (
    <Group gap="md" data-testid="payment-section">
      <StatusBadge status={payment.paymentStatus} />
      <Text size="sm">Total due {formatInr(payment.totalDueAmount)}</Text>
      <Text size="sm">Received {formatInr(payment.totalPaidAmount)}</Text>
      {awaiting && (
        <Text size="sm" fw={600} data-testid="awaiting-confirmation">
          Awaiting {role === 'seller' ? 'your' : "the seller's"} confirmation{' '}
          {formatInr(payment.awaitingConfirmationAmount)}
        </Text>
      )}
      {canPay && compareDecimals(payment.outstandingAmount, 0) > 0 && (
        <Button size="xs" onClick={() => setPaying(true)}>
          Pay
        </Button>
      )}
      {canConfirm && (
        <Button size="xs" color="teal" onClick={() => setHistory(true)}>
          Confirm receipt
        </Button>
      )}
      <Button size="xs" variant="light" onClick={() => setHistory(true)}>
        {WORDING[kind].history}
      </Button>
      {paying && <PayDialog onClose={() => setPaying(false)} {...{ payment, kind, agreementId }} />}
      <PaymentHistoryDialog
        opened={history}
        onClose={() => setHistory(false)}
        title={WORDING[kind].history}
        notePaymentId={payment.id}
        {...{ agreementId, actions }}
      />
    </Group>
  );
}

const referenceProblem = (reference: string) => PaymentReference.safeParse(reference).error?.issues[0]?.message;

function PayDialog({
  onClose,
  payment,
  kind,
  agreementId,
}: {
  onClose: () => void;
  payment: NotePaymentView;
  kind: Account;
  agreementId: string;
}) {
  const call = useNotifiedCall([queryKeys.agreement(agreementId)], 'Payment done');
  const [amount, setAmount] = useState(payment.outstandingAmount);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<Uploaded[]>([]);
  const problem = referenceProblem(reference);
  const pay = () =>
    call.mutate(
      executionCalls.makePayment({
        NotePaymentId: payment.id,
        PaidAmount: amount,
        PaymentNote: note,
        PaymentReference: reference,
        ProofUploadId: proof[0]?.id,
      }),
      { onSuccess: onClose },
    );
  return (
    <Dialog opened onClose={onClose} title={WORDING[kind].pay}>
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
          label="Payment note"
          required
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <TextInput
          label="UPI or bank reference"
          maxLength={35}
          value={reference}
          error={problem}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <AttachmentsField
          label="Proof of payment"
          description="Optional: a receipt or screenshot, at most 1 MB; the seller can open it"
          value={proof}
          onChange={(files) => setProof(files.slice(-1))}
        />
        <Button disabled={!note.trim() || !!problem} loading={call.isPending} onClick={pay}>
          Pay
        </Button>
      </Stack>
    </Dialog>
  );
}
