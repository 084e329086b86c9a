import { Button, Table, Text } from '@mantine/core';
import { lineAmount } from '@samvida/machines';
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

/** The draft's items with the creator's offer and its exact amount. */
export function D2cItems({ items, side, canEdit, onEdit, highlighted }: D2cItemsProps) {
  const labels = useMoneyLabels();
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;
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
            const rate = item[`${side}Rate`];
            return (
              <Table.Tr key={item.id} data-testid="item-row" className={highlighted.has(item.id) ? classes.changed : undefined}>
                <Table.Td>{item.itemHsnCsnUin || '—'}</Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {item.itemTitle}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.itemDescription}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item.itemQuantity} {labels.unit(item.unit)}
                </Table.Td>
                <Table.Td>{labels.rate(rate, item.currency, item.unit)}</Table.Td>
                <Table.Td>{item.itemTax}%</Table.Td>
                <Table.Td>{item[`${side}ItemCompletion`] ?? '—'}</Table.Td>
                <Table.Td>{rate === null ? '—' : labels.money(lineAmount(item.itemQuantity, rate, item.itemTax), item.currency)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.itemStatus} />
                </Table.Td>
                <Table.Td>
                  {canEdit(item) && (
                    <Button size="compact-sm" variant="light" onClick={() => onEdit(item)} aria-label={`Edit '${item.itemTitle}'`}>
                      Edit
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
