import { Paper, Stack, Text, Timeline } from '@mantine/core';
import type { PurchaseOrder } from '../api/purchase-orders';
import { moneyOf } from './order-money';

// The tree beside the form: items and payments by day from Start (day 0) to End.
export function TimelineTree({ order }: { order: PurchaseOrder }) {
  const days = order.timeline;
  const money = moneyOf(order);
  return (
    <Paper withBorder p="md" aria-label="Timeline">
      <Text fw={600} mb="sm">
        Timeline: Start to day {order.header.completionDays}
      </Text>
      {days.length === 0 && <Text c="dimmed">Add items and payments to see them by day.</Text>}
      <Timeline active={days.length} bulletSize={14} lineWidth={2}>
        {days.map((d) => (
          <Timeline.Item key={d.day} title={d.day === 0 ? 'Start' : `Day ${d.day}`}>
            <Stack gap={0}>
              {d.items.map((i) => (
                <Text key={i.itemId} size="sm">
                  Item: {i.title}
                </Text>
              ))}
              {d.payments.map((p, k) => (
                <Text key={`${p.payId}-${k}`} size="sm">
                  Payment: {p.note} {money(p.amount)}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
