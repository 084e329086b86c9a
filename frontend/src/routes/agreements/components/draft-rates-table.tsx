import { NumberInput, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lenientDecimal, lineAmount } from '@samvida/machines';
import type { AgreementItem } from '../api/agreement-items';
import type { DraftFormValues } from '../hooks/use-draft-form';
import { useMoneyLabels } from '../hooks/use-money-labels';
import classes from './changed.module.css';
import { StatusBadge } from './status-badge';

interface DraftRatesTableProps {
  items: AgreementItem[];
  form: UseFormReturnType<DraftFormValues>;
  /** Whether the server offers this user the edit of this item now. */
  editable: (item: AgreementItem) => boolean;
  highlighted: ReadonlySet<string>;
}

// The live amount reads the inputs leniently (a half-typed number counts as 0) and exactly.
const amountOf = (quantity: string, rate: unknown, tax: unknown) =>
  lineAmount(quantity, lenientDecimal(rate), lenientDecimal(tax));

/** The items with the proposed rate, tax and days to complete editable in place. */
export function DraftRatesTable({ items, form, editable, highlighted }: DraftRatesTableProps) {
  const labels = useMoneyLabels();
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th w={140}>Proposed rate</Table.Th>
            <Table.Th w={100}>Tax %</Table.Th>
            <Table.Th w={120}>Days to complete</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const path = `rates.${item.id}` as const;
            const row = form.getValues().rates[item.id];
            const readOnly = !editable(item);
            const input = (field: keyof NonNullable<typeof row>, label: string) => ({
              ...form.getInputProps(`${path}.${field}`),
              'aria-label': `${label} of '${item.itemTitle}'`,
              readOnly,
              variant: readOnly ? 'filled' : 'default',
              size: 'xs' as const,
            });
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
                <Table.Td>
                  <NumberInput min={0} decimalScale={2} {...input('Amount', 'Proposed rate')} />
                </Table.Td>
                <Table.Td>
                  <NumberInput min={0} max={100} decimalScale={2} {...input('ItemTax', 'Tax percent')} />
                </Table.Td>
                <Table.Td>
                  <NumberInput min={0} allowDecimal={false} {...input('CompletionDays', 'Days to complete')} />
                </Table.Td>
                <Table.Td>{labels.money(amountOf(item.itemQuantity, row?.Amount, row?.ItemTax), item.currency)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.itemStatus} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
