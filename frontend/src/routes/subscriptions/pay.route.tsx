import { Alert, Anchor, Button, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { planCharge } from '@samvida/machines';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { notify } from '@/components/ui/notify';
import { SubscriptionPlan } from '@/api/subscription-plans';
import { formatInr } from '@/lib/format';
import { clearChosenPlan, clearHandoffData, getChosenPlan, getHandoffData } from '@/lib/handoff';
import { ARCHIVE_MONTHS, contractAllowance, isPerContract, storageMonths } from '@/lib/plans';
import {
  type CheckoutSuccess,
  createOrder,
  downloadReceipt,
  type Payment,
  type PaymentOrder,
  recharge,
} from './api/payment';
import { type CheckoutCallbacks, openRazorpayCheckout } from './checkout/razorpay-checkout';
import { SandboxCheckout } from './components/sandbox-checkout';

// Spec §8.
const ORDER_ERROR = 'Not able to create order';
const CHECKOUT_ERROR = 'Error loading the payment checkout';
const DISMISSED = 'The payment was cancelled. Your plan has not changed.';

type Outcome = { kind: 'paid'; message: string; payment: Payment } | { kind: 'failed' | 'cancelled'; message: string };

// /pay: the chosen plan and Pay Now, through Razorpay's checkout (or the sandbox without keys).
export function PayRoute() {
  // Read once: the chosen plan is cleared after payment while the confirmation stays on screen.
  const [plan] = useState(chosenPlan);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'idle' | 'ordering' | 'checkout' | 'verifying'>('idle');
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The plan arrived here through the handoff data too; consume it so /Home stops sending us back.
  useEffect(() => {
    if (getHandoffData()?.typeValue !== undefined) clearHandoffData();
  }, []);

  if (!plan) {
    return (
      <Stack gap="md">
        <title>Payment · Samvida</title>
        <Title order={1}>Payment</Title>
        <Alert color="blue" title="No plan chosen">
          Choose a plan on the{' '}
          <Anchor component={Link} to="/subscriptionList">
            pricing list
          </Anchor>{' '}
          first.
        </Alert>
      </Stack>
    );
  }

  const finish = (next: Outcome) => {
    setSandboxOrder(null);
    setStep('idle');
    setOutcome(next);
  };

  const callbacks: CheckoutCallbacks = {
    onSuccess: (result: CheckoutSuccess) => {
      setSandboxOrder(null);
      setStep('verifying');
      recharge(plan.id, result).then(
        ({ data, message }) => {
          clearChosenPlan();
          void queryClient.invalidateQueries({ queryKey: queryKeys.clientInfo });
          void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
          finish({ kind: 'paid', message: message ?? 'Payment received.', payment: data.payment });
        },
        (error: unknown) => finish({ kind: 'failed', message: errorMessage(error) }),
      );
    },
    onFailure: (description) => finish({ kind: 'failed', message: `The payment failed: ${description}` }),
    onDismiss: () => finish({ kind: 'cancelled', message: DISMISSED }),
  };

  const payNow = async () => {
    setOutcome(null);
    setStep('ordering');
    const order = await createOrder(plan.id, plan.rate).catch(() => null);
    if (!order) return finish({ kind: 'failed', message: ORDER_ERROR });
    setStep('checkout');
    if (order.sandbox) return setSandboxOrder(order);
    await openRazorpayCheckout(order, callbacks).catch(() => finish({ kind: 'failed', message: CHECKOUT_ERROR }));
  };

  return (
    <Stack gap="md" maw={560}>
      <title>Payment · Samvida</title>
      <Title order={1}>Payment</Title>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="xl">
            {plan.typeValue}
          </Title>
          <Text fz={28} fw={800}>
            {formatInr(plan.rate)}{' '}
            <Text span c="dimmed" fz="md">
              INR {isPerContract(plan) ? 'per contract' : 'per month'} + GST
            </Text>
          </Text>
          <ChargeTable rate={plan.rate} />
          <List spacing={4}>
            <List.Item>{contractAllowance(plan)}</List.Item>
            <List.Item>{plan.numberOfAttachments} attachments per contract (1MB max each)</List.Item>
            <List.Item>
              {storageMonths(plan)} months storage + {ARCHIVE_MONTHS} months archive
            </List.Item>
            <List.Item>
              {plan.genPdfCount} free audit report{plan.genPdfCount === 1 ? '' : 's'}
            </List.Item>
          </List>
          {outcome?.kind !== 'paid' && (
            <Button size="md" loading={step !== 'idle'} onClick={() => void payNow()}>
              Pay Now
            </Button>
          )}
          {step === 'ordering' && <Text c="dimmed">Loading the payment checkout...</Text>}
          {step === 'verifying' && <Text c="dimmed">Confirming your payment...</Text>}
          {outcome && <OutcomeNotice outcome={outcome} />}
        </Stack>
      </Card>
      {sandboxOrder && <SandboxCheckout order={sandboxOrder} {...callbacks} />}
    </Stack>
  );
}

// What the card is charged: the plan's rate with GST on it, by the rule its receipt uses.
function ChargeTable({ rate }: { rate: string | number }) {
  const charge = planCharge(rate);
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label="What you pay" maw={360}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Plan price</Table.Td>
          <Table.Td ta="right">{formatInr(charge.taxable)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>GST ({charge.gstPercent}%)</Table.Td>
          <Table.Td ta="right">{formatInr(charge.gst)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>Total charged to your card</Table.Td>
          <Table.Td ta="right" fw={700} data-testid="charged-total">
            {formatInr(charge.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function chosenPlan(): SubscriptionPlan | null {
  const parsed = SubscriptionPlan.safeParse(getChosenPlan());
  return parsed.success && parsed.data.id > 0 ? parsed.data : null;
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if (outcome.kind !== 'paid') {
    return (
      <Alert color={outcome.kind === 'failed' ? 'red' : 'blue'} role="alert">
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert color="green" title="Payment successful" role="status">
      <Stack gap="xs">
        <Text>{outcome.message}</Text>
        <Anchor
          component="button"
          onClick={() =>
            void downloadReceipt(outcome.payment).catch((error: unknown) => notify(errorMessage(error), 'Error'))
          }
        >
          Download receipt
        </Anchor>
        <Anchor component={Link} to="/Home">
          Go to the dashboard
        </Anchor>
      </Stack>
    </Alert>
  );
}
