import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '@/api/client';
import { notify } from '@/components/ui/notify';
import { formatDate, formatInr } from '@/lib/format';
import { isSignedIn, useSession } from '@/lib/session';
import { downloadReceipt, type Payment, useSubscriptionStatus } from '../api/payment';

// The signed-in user's plan, this month's usage, SMS charges and payments with their receipts.
export function MySubscription() {
  const { data } = useSubscriptionStatus(isSignedIn(useSession()));
  if (!data) return null;
  const paid = data.payments.filter((payment) => payment.paidAt !== null);
  return (
    <Card aria-label="Your subscription" component="section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your subscription
        </Title>
        <Text data-testid="current-plan">
          {data.plan.typeValue} plan{data.paidUntil ? ` until ${formatDate(data.paidUntil)}` : ''}
        </Text>
        <Group gap="xl">
          <Text>
            Contracts this month: {data.contracts.used} of {data.contracts.allowed}
          </Text>
          <Text>
            Audit reports and PDFs: {data.generatedPdfs.used} of {data.generatedPdfs.allowed}
          </Text>
          <Text>Extra SMS charges: {formatInr(data.smsChargeTotal)}</Text>
        </Group>
        {data.smsCharges.length > 0 && (
          <Table aria-label="SMS charges">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Contract</Table.Th>
                <Table.Th>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.smsCharges.map((charge) => (
                <Table.Tr key={`${charge.chargedAt}-${charge.contractId}`}>
                  <Table.Td>{formatDate(charge.chargedAt)}</Table.Td>
                  <Table.Td>{charge.contractId}</Table.Td>
                  <Table.Td>{formatInr(charge.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {paid.length > 0 && <PaymentsTable payments={paid} />}
      </Stack>
    </Card>
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const download = (payment: Payment) =>
    downloadReceipt(payment).catch((error: unknown) => notify(errorMessage(error), 'Error'));
  return (
    <Table aria-label="Payments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Paid on</Table.Th>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Receipt</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment.orderId}>
            <Table.Td>{formatDate(payment.paidAt!)}</Table.Td>
            <Table.Td>{payment.plan.typeValue}</Table.Td>
            <Table.Td>{formatInr(payment.amount)}</Table.Td>
            <Table.Td>
              <Anchor component="button" onClick={() => void download(payment)}>
                Download
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
