import { Alert, Anchor, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { formatInr } from '@/lib/format';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SubscriptionPlan } from '@/api/subscription-plans';
import { clearHandoffData, getChosenPlan, getHandoffData } from '@/lib/handoff';

const CHECKOUT_ERROR = 'Error loading the payment checkout';

/** /pay: the chosen plan and Pay Now. */
export function PayRoute() {
  const parsed = SubscriptionPlan.safeParse(getChosenPlan());
  const plan = parsed.success && parsed.data.id > 0 ? parsed.data : null;
  const [error, setError] = useState<string | null>(null);

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
              INR
            </Text>
          </Text>
          <List spacing={4}>
            <List.Item>{plan.numberOfContracts} contracts</List.Item>
            <List.Item>{plan.numberOfAttachments} attachments per contract</List.Item>
            <List.Item>Contracts up to {plan.contractDurationLimit} days</List.Item>
            <List.Item>{plan.genPdfCount} generated PDF reports</List.Item>
          </List>
          {/* The card checkout is not connected yet (no order or recharge endpoint), so Pay Now
              reports that with the spec's error line instead of pretending to take a payment. */}
          <Button size="md" onClick={() => setError(CHECKOUT_ERROR)}>
            Pay Now
          </Button>
          {error && (
            <Text c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
