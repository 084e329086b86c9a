import { Button, Group, Paper, SegmentedControl, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { PAYMENT_TYPE_LABELS, addPaymentMessage, paymentEntryForm, type PaymentType } from '@samvida/machines';
import { useState } from 'react';
import { DaysInput, PercentInput } from '@/components/ui/number-inputs';
import { countOf } from '@/lib/format';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';
import { moneyOf } from './order-money';

const blank = { note: '', amt: '', days: '', count: '' };
const optional = (value: string) => (value.trim() === '' ? undefined : Number(value));

type Row = PurchaseOrder['payments'][number];
const whenOf = (p: Row) =>
  p.type === 'P'
    ? `Day ${p.days}`
    : p.count
      ? countOf(p.count, 'payment')
      : p.type === 'I'
        ? countOf(p.itemIds.length, 'item')
        : '';

// Payments: Basic Payment (advance, part, final), Frequency Based and Items Based rows, as percents of the contract.
export function PaymentsTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  const [tab, setTab] = useState<string | null>('basic');
  const [basicType, setBasicType] = useState<PaymentType>('A');
  const [frequency, setFrequency] = useState<PaymentType>('M');
  const [fields, setFields] = useState(blank);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const type: PaymentType = tab === 'basic' ? basicType : tab === 'frequency' ? frequency : 'I';
  const set = (name: keyof typeof blank) => (value: string) => setFields({ ...fields, [name]: value });

  const add = () => {
    const entry = {
      type,
      note: fields.note,
      amt: type === 'F' ? undefined : optional(fields.amt),
      days: type === 'P' ? optional(fields.days) : undefined,
      count: ['W', 'M', 'Q'].includes(type) ? optional(fields.count) : undefined,
      itemIds: type === 'I' ? selected : [],
    };
    const parsed = paymentEntryForm(order.header.completionDays).safeParse(entry);
    const refusal = parsed.success ? addPaymentMessage(order.payments, entry) : parsed.error.issues[0]!.message;
    setError(refusal);
    if (refusal) return;
    call.mutate(purchaseOrderCalls.addPayment({ AgreementId: order.id, ...entry }), {
      onSuccess: () => {
        setFields(blank);
        setSelected([]);
      },
    });
  };

  const available = order.items.filter((i) => !selected.includes(i.itemId));
  const chosen = order.items.filter((i) => selected.includes(i.itemId));
  return (
    <Stack>
      <Group>
        <Text>Contract amount: {money(order.totals.contractAmount)}</Text>
        <Text>Payment list total: {money(order.totals.scheduled)}</Text>
      </Group>
      {editable && (
        <Paper withBorder p="sm">
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              <Tabs.Tab value="basic">Basic Payment</Tabs.Tab>
              <Tabs.Tab value="frequency">Frequency Based</Tabs.Tab>
              <Tabs.Tab value="items">Items Based</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Group align="end" mt="sm">
            {tab === 'basic' && (
              <SegmentedControl
                aria-label="Payment type"
                value={basicType}
                onChange={(v) => setBasicType(v as PaymentType)}
                data={[
                  { value: 'A', label: 'Advance' },
                  { value: 'P', label: 'Part' },
                  { value: 'F', label: 'Final' },
                ]}
              />
            )}
            {tab === 'frequency' && (
              <Select
                label="Frequency"
                value={frequency}
                allowDeselect={false}
                onChange={(v) => setFrequency((v ?? 'M') as PaymentType)}
                data={[
                  { value: 'W', label: 'Weekly' },
                  { value: 'M', label: 'Monthly' },
                  { value: 'Q', label: 'Quarterly' },
                ]}
                w={140}
              />
            )}
            <TextInput label="Note" value={fields.note} onChange={(e) => set('note')(e.currentTarget.value)} />
            {type !== 'F' && <PercentInput label="Amount (%)" value={fields.amt} onValueChange={set('amt')} w={110} />}
            {type === 'P' && <DaysInput label="Due on day" value={fields.days} onValueChange={set('days')} w={110} />}
            {tab === 'frequency' && (
              <DaysInput label="Number of payments" value={fields.count} onValueChange={set('count')} w={150} />
            )}
            <Button onClick={add} loading={call.isPending}>
              Add Payment
            </Button>
          </Group>
          {type === 'F' && <Text size="sm">The final payment takes the remaining amount.</Text>}
          {tab === 'items' && (
            <Group align="start" mt="sm" grow>
              <ItemList title="Available" items={available} onPick={(id) => setSelected([...selected, id])} />
              <ItemList
                title="Selected"
                items={chosen}
                onPick={(id) => setSelected(selected.filter((s) => s !== id))}
              />
            </Group>
          )}
          {error && (
            <Text c="red" mt="sm">
              {error}
            </Text>
          )}
        </Paper>
      )}
      <RemovableTable
        rows={order.payments}
        keyOf={(p) => p.payId}
        headers={['Type', 'Note', 'Percent', 'When', 'Amount', 'Total']}
        cells={(p) => [
          PAYMENT_TYPE_LABELS[p.type],
          p.note,
          p.percent === null ? 'Remaining' : `${p.percent}%`,
          whenOf(p),
          money(p.amount),
          money(p.total),
        ]}
        question="Are you sure you want to delete this payment ?"
        empty="No payments"
        onRemove={editable ? (p) => call.mutate(purchaseOrderCalls.removePayment(order.id, p.payId)) : undefined}
      />
    </Stack>
  );
}

interface ItemListProps {
  title: string;
  items: PurchaseOrder['items'];
  onPick: (itemId: string) => void;
}

function ItemList({ title, items, onPick }: ItemListProps) {
  return (
    <Paper withBorder p="xs" aria-label={`${title} items`}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 && <Text c="dimmed">No Item Is Present.</Text>}
      {items.map((i) => (
        <Button key={i.itemId} variant="subtle" fullWidth justify="start" onClick={() => onPick(i.itemId)}>
          {i.title}
        </Button>
      ))}
    </Paper>
  );
}
