import { Button, Stack, Table, Text } from '@mantine/core';
import { lineAmount } from '@samvida/machines';
import { EntryCard } from '@/components/ui/entry-card';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { AgreementItem } from '../api/agreement-items';
import { useMoneyLabels } from '../hooks/use-money-labels';
import classes from './changed.module.css';
import { StatusBadge } from './status-badge';

interface D2cItemsProps {
  items: AgreementItem[];
  side: 'buyer' | 'seller';
  canEdit: (item: AgreementItem) => boolean;
  onEdit: (item: AgreementItem) => void;
  highlighted: ReadonlySet<string>;
}

// The draft's items with the creator's offer and its exact amount.
export function D2cItems({ items, side, canEdit, onEdit, highlighted }: D2cItemsProps) {
  const labels = useMoneyLabels();
  const narrow = useNarrowScreen();
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;

  const row = (item: AgreementItem) => {
    const rate = item[`${side}Rate`];
    return {
      quantity: `${item.itemQuantity} ${labels.unit(item.unit)}`,
      rate: labels.rate(rate, item.currency, item.unit),
      days: item[`${side}ItemCompletion`] ?? '—',
      amount: rate === null ? '—' : labels.money(lineAmount(item.itemQuantity, rate, item.itemTax), item.currency),
      edit: canEdit(item) && (
        <Button size="compact-sm" variant="light" onClick={() => onEdit(item)} aria-label={`Edit '${item.itemTitle}'`}>
          Edit
        </Button>
      ),
      changed: highlighted.has(item.id) ? classes.changed : undefined,
    };
  };

  if (narrow)
    return (
      <Stack gap="sm">
        {items.map((item) => {
          const cells = row(item);
          return (
            <EntryCard
              key={item.id}
              testId="item-row"
              title={item.itemTitle}
              subtitle={[item.itemHsnCsnUin, item.itemDescription].filter(Boolean).join(' · ')}
              status={<StatusBadge status={item.itemStatus} />}
              fields={[
                ['Quantity', cells.quantity],
                ['Rate', cells.rate],
                ['Tax', `${item.itemTax}%`],
                ['Days', cells.days],
                ['Amount', cells.amount],
              ]}
              footer={cells.edit}
              changedClass={cells.changed}
            />
          );
        })}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Rate</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const cells = row(item);
            return (
              <Table.Tr key={item.id} data-testid="item-row" className={cells.changed}>
                <Table.Td>{item.itemHsnCsnUin || '—'}</Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {item.itemTitle}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.itemDescription}
                  </Text>
                </Table.Td>
                <Table.Td>{cells.quantity}</Table.Td>
                <Table.Td>{cells.rate}</Table.Td>
                <Table.Td>{item.itemTax}%</Table.Td>
                <Table.Td>{cells.days}</Table.Td>
                <Table.Td>{cells.amount}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.itemStatus} />
                </Table.Td>
                <Table.Td>{cells.edit}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
