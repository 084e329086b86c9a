import { NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lenientDecimal, lineAmount } from '@samvida/machines';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { EntryCard } from '@/components/ui/entry-card';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { AgreementItem } from '../api/agreement-items';
import { type DraftFormValues, rateFromCatalogue } from '../hooks/use-draft-form';
import { useMoneyLabels } from '../hooks/use-money-labels';
import classes from './changed.module.css';
import { StatusBadge } from './status-badge';

interface DraftRatesTableProps {
  items: AgreementItem[];
  form: UseFormReturnType<DraftFormValues>;
  // Whether the server offers this user the edit of this item now.
  editable: (item: AgreementItem) => boolean;
  highlighted: ReadonlySet<string>;
}

// The live amount reads the inputs leniently (a half-typed number counts as 0) and exactly.
const amountOf = (quantity: string, rate: unknown, tax: unknown) =>
  lineAmount(quantity, lenientDecimal(rate), lenientDecimal(tax));

// The items with the proposed rate, tax and days to complete editable in place; the rate, tax,
// currency and unit of an editable item can be taken from the seller's catalogue.
export function DraftRatesTable({ items, form, editable, highlighted }: DraftRatesTableProps) {
  const labels = useMoneyLabels();
  const narrow = useNarrowScreen();
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;

  const row = (item: AgreementItem) => {
    const values = form.getValues().rates[item.id];
    const readOnly = !editable(item);
    const currency = values?.Currency ?? item.currency;
    const input = (field: 'Amount' | 'ItemTax' | 'CompletionDays', label: string) => ({
      ...form.getInputProps(`rates.${item.id}.${field}`),
      'aria-label': `${label} of '${item.itemTitle}'`,
      readOnly,
      variant: readOnly ? 'filled' : 'default',
      size: 'xs' as const,
    });
    return {
      rate: <NumberInput clampBehavior="none" min={0} decimalScale={2} {...input('Amount', 'Proposed rate')} />,
      tax: <NumberInput clampBehavior="none" min={0} max={100} decimalScale={2} {...input('ItemTax', 'Tax percent')} />,
      days: (
        <NumberInput
          clampBehavior="none"
          min={0}
          allowDecimal={false}
          {...input('CompletionDays', 'Days to complete')}
        />
      ),
      picker:
        readOnly || !values ? null : (
          <CataloguePicker
            label={`Rate of ${item.itemTitle} from your catalogue`}
            itemType="Seller"
            onPick={(c) => form.setFieldValue(`rates.${item.id}`, rateFromCatalogue(values, c))}
          />
        ),
      amount: labels.money(amountOf(item.itemQuantity, values?.Amount, values?.ItemTax), currency),
      quantity: `${item.itemQuantity} ${labels.unit(values?.SellingUnit ?? item.unit)}`,
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
                ['Amount', cells.amount],
              ]}
              footer={
                <Stack gap="xs">
                  {cells.picker}
                  <SimpleGrid cols={3} spacing="xs">
                    {[
                      ['Rate', cells.rate],
                      ['Tax %', cells.tax],
                      ['Days', cells.days],
                    ].map(([label, input]) => (
                      <div key={String(label)}>
                        <Text size="xs" c="dimmed" aria-hidden>
                          {label}
                        </Text>
                        {input}
                      </div>
                    ))}
                  </SimpleGrid>
                </Stack>
              }
              changedClass={cells.changed}
            />
          );
        })}
      </Stack>
    );

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
                  {cells.picker}
                </Table.Td>
                <Table.Td>{cells.quantity}</Table.Td>
                <Table.Td>{cells.rate}</Table.Td>
                <Table.Td>{cells.tax}</Table.Td>
                <Table.Td>{cells.days}</Table.Td>
                <Table.Td>{cells.amount}</Table.Td>
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
