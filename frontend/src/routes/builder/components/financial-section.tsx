import { Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useCurrencies, useUnits } from '@/api/lookups';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { FormSection } from '@/components/ui/form-section';
import { PercentInput, AmountInput } from '@/components/ui/number-inputs';
import { formatMoney } from '@/lib/currency';
import type { BuilderDraftState } from '../hooks/use-builder-draft';
import { draftTotals } from '../lib/builder-draft';
import { LineItemEditor } from './line-item-editor';

// Advance, deposit and currency, then the line items with live amounts and totals.
export function FinancialSection({ state }: { state: BuilderDraftState }) {
  const { draft, set } = state;
  const units = useUnits();
  const currencies = useCurrencies();
  const totals = draftTotals(draft.lineItems);
  const money = (amount: string) => formatMoney(amount, draft.currency);
  // Until the list loads, INR (the default) is the one choice.
  const currencyOptions = currencies.data
    ? currencies.data.map((c) => ({ value: c.typeValue, label: c.typeValue }))
    : [{ value: draft.currency, label: draft.currency }];

  return (
    <FormSection title="Financial terms and line items">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <PercentInput label="Advance (%)" value={draft.advance} onValueChange={(value) => set('advance', value)} />
          <AmountInput
            label="Security deposit"
            value={draft.deposite}
            onValueChange={(value) => set('deposite', value)}
          />
          <Select
            label="Currency"
            data={currencyOptions}
            value={draft.currency}
            allowDeselect={false}
            error={currencies.isError ? 'Could not load the currency list' : undefined}
            onChange={(code) => {
              const currency = currencies.data?.find((c) => c.typeValue === code);
              if (currency) state.setCurrency(currency.typeValue, currency.id);
            }}
          />
        </SimpleGrid>
        {units.isError && (
          <Text size="sm" c="red">
            Could not load the unit list; items keep the unit they have.
          </Text>
        )}
        {draft.lineItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            No Item Is Present.
          </Text>
        ) : (
          draft.lineItems.map((line, index) => (
            <LineItemEditor
              key={line.id}
              line={line}
              index={index}
              currencyCode={draft.currency}
              units={units.data ?? lookupFallback}
              onChange={(patch) => state.updateLine(line.id, patch)}
              onRemove={() => state.removeLine(line.id)}
            />
          ))
        )}
        <CataloguePicker onPick={state.addLineFrom} />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Button variant="light" onClick={state.addLine}>
            Add line item
          </Button>
          <Table w="auto" withRowBorders={false} verticalSpacing={2} aria-label="Totals">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Subtotal</Table.Th>
                <Table.Td ta="right">{money(totals.net)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Tax</Table.Th>
                <Table.Td ta="right">{money(totals.tax)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="builder-total">
                  {money(totals.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Group>
      </Stack>
    </FormSection>
  );
}

// The default unit keeps its label while the list loads.
const lookupFallback = [{ id: 1, typeValue: 'Count' }];
