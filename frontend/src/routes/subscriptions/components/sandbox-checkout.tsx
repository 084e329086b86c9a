import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import * as z from 'zod/mini';
import { apiRequest, errorMessage } from '@/api/client';
import { Dialog } from '@/components/ui/dialog';
import { formatInr } from '@/lib/format';
import type { PaymentOrder } from '../api/payment';
import { CHECKOUT_COLOR, type CheckoutCallbacks } from '../checkout/razorpay-checkout';

// POST api/dev/razorpay/checkout/pay: the sandbox signs like Razorpay and sends the same webhooks.
const SandboxResult = z.union([
  z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
  z.object({ error: z.object({ description: z.string() }) }),
]);

interface SandboxCheckoutProps extends CheckoutCallbacks {
  order: PaymentOrder;
}

// Stands in for Razorpay's checkout when the server has no Razorpay keys: pay, fail or close.
export function SandboxCheckout({ order, onSuccess, onFailure, onDismiss }: SandboxCheckoutProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatInr(`${Math.trunc(order.amount / 100)}.${String(order.amount % 100).padStart(2, '0')}`);

  const pay = async (Outcome: 'success' | 'failure') => {
    setBusy(true);
    try {
      const { data } = await apiRequest('dev/razorpay/checkout/pay', SandboxResult, {
        body: { OrderId: order.orderId, Outcome },
      });
      if ('error' in data) onFailure(data.error.description);
      else onSuccess(data);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog opened onClose={onDismiss} title="Sandbox checkout">
      <Stack gap="sm">
        <Text fw={700}>{order.companyName}</Text>
        <Text>{order.description}</Text>
        <Text fz={24} fw={800} c={CHECKOUT_COLOR}>
          {amount}
        </Text>
        <Alert color="yellow">Test mode: no money moves. This checkout stands in for Razorpay.</Alert>
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" disabled={busy} onClick={() => void pay('failure')}>
            Simulate a failed payment
          </Button>
          <Button color="orange" loading={busy} onClick={() => void pay('success')}>
            Pay {amount}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
