import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { ApplyForProposalForm, builderLineAmount, sumAmounts } from '@samvida/machines';
import { type ChangeEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { lookupLabel, lookupOptions, useCurrencies, useUnits } from '@/api/lookups';
import type { CatalogueOption } from '@/api/pickers';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { FormSection } from '@/components/ui/form-section';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { formatInr } from '@/lib/format';
import type { ProposalDetail } from '../api/proposal-detail';
import { useSaveAgreement } from '../api/save-agreement';

interface RateRow {
  itemId: string;
  rate: string;
  currency: string;
  unit: string;
  days: string;
  tax: string;
}

type RowField = Exclude<keyof RateRow, 'itemId'>;

// The seller's quotation: advance percent and, per item, rate, currency, unit, days and tax. The
// machines' rule checks it ('Advance is required. It can be 0.', 'You need to provide rate for
// atleast 1 item') and keeps only the items with a rate above 0.
export function ApplyForm({ detail }: { detail: ProposalDetail }) {
  const units = useUnits();
  const currencies = useCurrencies();
  const save = useSaveAgreement(detail.id);
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const [advance, setAdvance] = useState('');
  // Lines already awarded are decided: a quotation leaves them out (the machines refuse them).
  const openItems = detail.lineItems.filter((item) => !item.awarded);
  const [rows, setRows] = useState<RateRow[]>(() =>
    openItems.map((item) => ({
      itemId: item.id,
      rate: '',
      currency: '2',
      unit: item.unit,
      days: '',
      tax: '18',
    })),
  );

  const update = (index: number, field: RowField, value: string) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  // A catalogue item's rate, tax, unit and currency for one line.
  const fillFromCatalogue = (index: number, c: CatalogueOption) =>
    setRows((all) =>
      all.map((row, i) =>
        i === index
          ? { ...row, rate: c.itemRate, tax: c.itemTax, unit: String(c.sellingUnitId), currency: String(c.currencyId) }
          : row,
      ),
    );
  const amountOf = (index: number) =>
    builderLineAmount({
      quantity: openItems[index]!.itemQuantity,
      rate: rows[index]!.rate,
      tax: rows[index]!.tax,
    });
  const total = sumAmounts(rows.map((_, index) => amountOf(index)));

  const submit = () => {
    const form = ApplyForProposalForm.safeParse({
      ProposalId: detail.id,
      Advance: advance,
      SellerRates: rows.map((row) => ({
        ItemId: row.itemId,
        Amount: row.rate,
        ItemTax: row.tax.trim() || undefined,
        CompletionDays: row.days.trim() === '' ? undefined : Number(row.days),
        Currency: row.currency,
        SellingUnit: row.unit,
      })),
    });
    if (!form.success) {
      showMessage('Error', form.error.issues[0]!.message);
      return;
    }
    // mutateAsync: the refreshed responses replace this form ('already applied') before we go on.
    save.mutateAsync(form.data).then(
      ({ data, message }) => {
        notify(message ?? 'Data added successfully');
        void navigate(`/draftAgreement?agreementId=${encodeURIComponent(data.id)}`);
      },
      (error: unknown) => showMessage('Error', errorMessage(error, 'Not able to save data')),
    );
  };

  const input = (index: number, field: RowField) => ({
    value: rows[index]![field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(index, field, event.currentTarget.value),
  });

  return (
    <FormSection
      title="Your quotation"
      description="Give a rate for the items you can supply; items left without a rate are not quoted, and items already awarded are not listed."
    >
      <Stack gap="md">
        <TextInput
          label="Advance (%)"
          description="The part of the price you ask before starting; enter 0 for none"
          required
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          maw={260}
          value={advance}
          onChange={(event) => setAdvance(event.currentTarget.value)}
        />
        {openItems.map((item, index) => (
          <Paper key={item.id} component="fieldset" p="sm" m={0} style={{ minWidth: 0 }}>
            <VisuallyHidden component="legend">{item.itemTitle}</VisuallyHidden>
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" aria-hidden>
                  {index + 1}. {item.itemTitle}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.itemQuantity} {lookupLabel(units.data, item.unit)}
                  {item.itemHsnCsnUin && ` · HSN/SAC ${item.itemHsnCsnUin}`}
                </Text>
              </div>
              <Text fw={700} size="sm">
                <VisuallyHidden component="span">Amount: </VisuallyHidden>
                {formatInr(amountOf(index))}
              </Text>
            </Group>
            <CataloguePicker
              label={`Rate of ${item.itemTitle} from your catalogue`}
              itemType="Seller"
              onPick={(c) => fillFromCatalogue(index, c)}
            />
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mt="xs">
              <TextInput label="Rate" type="number" inputMode="decimal" min={0} step={0.01} {...input(index, 'rate')} />
              <Select
                label="Currency"
                allowDeselect={false}
                data={currencies.data ? lookupOptions(currencies.data) : [{ value: '2', label: 'INR' }]}
                value={rows[index]!.currency}
                onChange={(value) => value && update(index, 'currency', value)}
              />
              <Select
                label="Unit"
                allowDeselect={false}
                data={
                  units.data
                    ? lookupOptions(units.data)
                    : [{ value: item.unit, label: lookupLabel(undefined, item.unit) }]
                }
                value={rows[index]!.unit}
                onChange={(value) => value && update(index, 'unit', value)}
              />
              <TextInput
                label="Days to complete"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...input(index, 'days')}
              />
              <TextInput
                label="Tax (%)"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                {...input(index, 'tax')}
              />
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="space-between" wrap="wrap" gap="md">
          <Text fw={700} data-testid="quote-total">
            Quoted total: {formatInr(total)}
          </Text>
          <Button onClick={submit} loading={save.isPending}>
            Submit quotation
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
