import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TaxForm } from '@samvida/machines';
import { useState } from 'react';
import { PercentInput } from '@/components/ui/number-inputs';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';
import { moneyOf } from './order-money';

// Taxes of the order, each a percent of the items total less the discount.
export function TaxesTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  const [title, setTitle] = useState('');
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = TaxForm.safeParse({ title, percent: percent === '' ? undefined : Number(percent) });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    call.mutate(purchaseOrderCalls.addTax({ AgreementId: order.id, ...parsed.data }), {
      onSuccess: () => {
        setTitle('');
        setPercent('');
      },
    });
  };
  return (
    <Stack>
      {editable && (
        <Group align="end">
          <TextInput label="Tax title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <PercentInput label="Percent" value={percent} onValueChange={setPercent} w={110} />
          <Button onClick={add} loading={call.isPending}>
            Add Tax
          </Button>
        </Group>
      )}
      {error && <Text c="red">{error}</Text>}
      <RemovableTable
        rows={order.taxes}
        keyOf={(t) => t.taxId}
        headers={['Title', 'Percent', 'Amount']}
        cells={(t) => [t.title, `${t.percent}%`, money(t.amount)]}
        question="Are you sure you want to delete this tax ?"
        empty="No taxes"
        onRemove={editable ? (t) => call.mutate(purchaseOrderCalls.removeTax(order.id, t.taxId)) : undefined}
      />
    </Stack>
  );
}
