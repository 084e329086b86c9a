import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AmountInput, DaysInput, PercentInput } from '@/components/ui/number-inputs';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';
import { moneyOf } from './order-money';

const blank = { ItemTitle: '', Qty: '1', Rate: '', Tax: '18', ItemDeliveredInDays: '1' };

// Items: title, quantity, rate, tax and completion days; the amount is quantity × rate plus tax.
export function ItemsTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  const [item, setItem] = useState(blank);
  const set = (name: keyof typeof blank) => (value: string) => setItem({ ...item, [name]: value });
  const add = () =>
    call.mutate(
      purchaseOrderCalls.addItem({
        AgreementId: order.id,
        ItemTitle: item.ItemTitle,
        Qty: item.Qty,
        Rate: item.Rate,
        Tax: item.Tax,
        ItemDeliveredInDays: Number(item.ItemDeliveredInDays),
        CurrencyId: order.header.currency,
        UnitId: 1,
      }),
      { onSuccess: () => setItem(blank) },
    );
  return (
    <Stack>
      {editable && (
        <Group align="end">
          <TextInput
            label="Item title"
            value={item.ItemTitle}
            onChange={(e) => set('ItemTitle')(e.currentTarget.value)}
          />
          <AmountInput label="Quantity" value={item.Qty} onValueChange={set('Qty')} w={100} />
          <AmountInput label="Rate" value={item.Rate} onValueChange={set('Rate')} w={120} />
          <PercentInput label="Tax %" value={item.Tax} onValueChange={set('Tax')} w={90} />
          <DaysInput
            label="Days to complete"
            value={item.ItemDeliveredInDays}
            onValueChange={set('ItemDeliveredInDays')}
            w={130}
          />
          <Button onClick={add} loading={call.isPending}>
            Add Item
          </Button>
        </Group>
      )}
      <RemovableTable
        rows={order.items}
        keyOf={(i) => i.itemId}
        headers={['Title', 'Quantity', 'Rate', 'Tax %', 'Days', 'Amount']}
        cells={(i) => [i.title, i.quantity, money(i.rate), i.taxPercent, i.completionDays, money(i.amount)]}
        question="Are you sure you want to delete this item ?"
        empty="No Item Is Present."
        onRemove={editable ? (i) => call.mutate(purchaseOrderCalls.removeItem(order.id, i.itemId)) : undefined}
      />
    </Stack>
  );
}
