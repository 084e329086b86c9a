import { Alert, Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { PAYMENT_TYPE_LABELS, PURCHASE_ORDER_TYPE } from '@samvida/machines';
import { errorMessage } from '@/api/client';
import { LoadingData } from '@/components/ui/loading-data';
import { formatMoney } from '@/lib/currency';
import { formatDate } from '@/lib/format';
import type { AgreementDetail } from '../api/agreement-detail';
import { useExpectedPayments, type ExpectedPayment, type ExpectedPayments as Expected } from '../api/expected-payments';

type Money = (amount: string) => string;

const dayLabel = (day: number) => (day === 0 ? 'Start' : `Day ${day}`);

// When a row falls due: its dates once the contract has started, else its days from the start.
function dueText({ dueDays, dueDates }: ExpectedPayment): string {
  const due = dueDates ? dueDates.map(formatDate) : dueDays.map(dayLabel);
  if (due.length === 1) return due[0]!;
  return `${due.length} payments, ${due[0]} to ${due.at(-1)}`;
}

const amountText = (p: ExpectedPayment, money: Money) =>
  p.dueDays.length > 1 ? `${money(p.total)} (${p.dueDays.length} × ${money(p.amount)})` : money(p.total);

// The invoices billing an instalment, each a link to its card below, where the buyer pays its note;
// the advance is paid on its own, at the start.
function RowInvoices({ payment }: { payment: ExpectedPayment }) {
  if (payment.type === 'A') return 'Paid as the advance';
  if (payment.invoices.length === 0) return '—';
  return (
    <Group gap={6}>
      {payment.invoices.map((i) => (
        <Anchor key={i.invoiceId} href={`#invoice-${i.invoiceId}`} size="sm">
          {i.number ?? 'Invoice'}
        </Anchor>
      ))}
    </Group>
  );
}

// 'Expected payments' on the Invoice & Payments tab of a contract raised as a purchase order: its
// payment schedule with due dates and amounts, and how much of each the invoices and received
// payments cover so far. Nothing for other contracts.
export function ExpectedPayments({ detail }: { detail: AgreementDetail }) {
  const fromOrder = detail.contractType === PURCHASE_ORDER_TYPE;
  const expected = useExpectedPayments(detail.id, fromOrder);
  if (!fromOrder) return null;
  const money: Money = (amount) => formatMoney(amount, detail.currency);
  return (
    <Card withBorder padding="sm" mb="md" aria-label="Expected payments">
      <Stack gap="xs">
        <Text fw={600}>Expected payments</Text>
        {expected.isPending && <LoadingData />}
        {expected.isError && <Alert color="red">{errorMessage(expected.error)}</Alert>}
        {expected.isSuccess && <Schedule expected={expected.data} money={money} />}
      </Stack>
    </Card>
  );
}

function Schedule({ expected, money }: { expected: Expected; money: Money }) {
  return (
    <>
      <Group gap="md">
        <Text size="sm">Scheduled {money(expected.scheduled)}</Text>
        <Text size="sm">Invoiced {money(expected.invoiced)}</Text>
        <Text size="sm">Received {money(expected.received)}</Text>
      </Group>
      {!expected.startDate && (
        <Text size="sm" c="dimmed">
          Due days count from the start of the contract; the dates show once it is accepted.
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['Type', 'Note', 'Due', 'Amount', 'Invoiced', 'Received', 'Invoices'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {expected.payments.map((p) => (
              <Table.Tr key={p.payId} data-testid="expected-payment">
                <Table.Td>{PAYMENT_TYPE_LABELS[p.type]}</Table.Td>
                <Table.Td>{p.note}</Table.Td>
                <Table.Td>{dueText(p)}</Table.Td>
                <Table.Td>{amountText(p, money)}</Table.Td>
                <Table.Td>{money(p.invoiced)}</Table.Td>
                <Table.Td>{money(p.received)}</Table.Td>
                <Table.Td>
                  <RowInvoices payment={p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
