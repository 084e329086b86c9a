import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { poItemMessage } from '@samvida/machines';
import { useState } from 'react';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { HsnSacHint } from '@/components/ui/hsn-sac-hint';
import { AmountInput, DaysInput, PercentInput } from '@/components/ui/number-inputs';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';
import { moneyOf } from './order-money';

const blank = { ItemCode: '', ItemTitle: '', Qty: '1', Rate: '', Tax: '18', ItemDeliveredInDays: '1' };

// The machines' check of an order line, once the quantity is a number (the server words a malformed one).
function lineProblem(item: typeof blank, completionDays: number): string | null {
  if (item.Qty.trim() === '' || !Number.isFinite(Number(item.Qty))) return null;
  const days = item.ItemDeliveredInDays === '' ? undefined : Number(item.ItemDeliveredInDays);
  return poItemMessage(item.Qty, days, completionDays);
}

// Items: HSN/SAC, title, quantity, rate, tax and completion days; the amount is quantity × rate plus tax.
export function ItemsTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  const [item, setItem] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof blank) => (value: string) => setItem({ ...item, [name]: value });
  const add = () => {
    const problem = lineProblem(item, order.header.completionDays);
    setError(problem);
    if (problem) return;
    call.mutate(
      purchaseOrderCalls.addItem({
        AgreementId: order.id,
        ItemCode: item.ItemCode,
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
  };
  return (
    <Stack>
      {editable && (
        <CataloguePicker
          onPick={(c) =>
            setItem({ ...item, ItemCode: c.itemHsnCsnUin, ItemTitle: c.typeValue, Rate: c.itemRate, Tax: c.itemTax })
          }
        />
      )}
      {editable && (
        <Group align="end">
          <TextInput
            label="HSN/SAC"
            value={item.ItemCode}
            onChange={(e) => set('ItemCode')(e.currentTarget.value)}
            description={<HsnSacHint code={item.ItemCode} />}
            w={160}
          />
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
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      <RemovableTable
        rows={order.items}
        keyOf={(i) => i.itemId}
        headers={['HSN/SAC', 'Title', 'Quantity', 'Rate', 'Tax %', 'Days', 'Amount']}
        cells={(i) => [
          i.hsnSac || '—',
          i.title,
          i.quantity,
          money(i.rate),
          i.taxPercent,
          i.completionDays,
          money(i.amount),
        ]}
        question="Are you sure you want to delete this item ?"
        empty="No Item Is Present."
        onRemove={editable ? (i) => call.mutate(purchaseOrderCalls.removeItem(order.id, i.itemId)) : undefined}
      />
    </Stack>
  );
}
