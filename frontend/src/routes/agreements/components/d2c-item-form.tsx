import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AgreementItemInput, HOUSE_MESSAGES } from '@samvida/machines';
import { z } from 'zod';
import { currencyOptions, lookupOptions, useCurrencies, useUnits } from '@/api/lookups';
import type { CatalogueOption } from '@/api/pickers';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { HsnSacHint } from '@/components/ui/hsn-sac-hint';
import { listError } from '@/lib/list-error';
import type { AgreementItem } from '../api/agreement-items';
import { draftCalls, useAgreementCall } from '../api/agreement-commands';

// AddAgreementItem's payload rule from the machines, with a readable message for a blank title.
const ItemForm = AgreementItemInput.omit({ AgItemId: true }).extend({
  ItemTitle: z
    .string()
    .trim()
    .min(1, { error: HOUSE_MESSAGES.poTitleRequired })
    .pipe(AgreementItemInput.shape.ItemTitle),
});

const blank = (value: string | number | null) => (value === null ? '' : Number(value));

function valuesOf(item: AgreementItem | null, side: 'buyer' | 'seller') {
  return {
    ItemTitle: item?.itemTitle ?? '',
    ItemDescription: item?.itemDescription ?? '',
    ItemCode: item?.itemHsnCsnUin ?? '',
    Qty: item ? Number(item.itemQuantity) : 1,
    Rate: item ? blank(item[`${side}Rate`]) : ('' as number | string),
    Tax: item ? Number(item.itemTax) : 18,
    ItemDeliveredInDays: item ? blank(item[`${side}ItemCompletion`]) : ('' as number | string),
    // The spec's blank line item: currency 2 (INR), unit 1 (Count).
    CurrencyId: item?.currency ?? '2',
    UnitId: item?.unit ?? '1',
  };
}

// A catalogue item's title, description, HSN/SAC, rate, tax, currency and unit; the rate stays an exact string.
const valuesFromCatalogue = (c: CatalogueOption) => ({
  ItemTitle: c.typeValue,
  ItemDescription: c.desc,
  ItemCode: c.itemHsnCsnUin,
  Rate: c.itemRate,
  Tax: Number(c.itemTax),
  CurrencyId: String(c.currencyId),
  UnitId: String(c.sellingUnitId),
});

interface D2cItemFormProps {
  agreementId: string;
  // The item being edited, or null to add one.
  item: AgreementItem | null;
  side: 'buyer' | 'seller';
  onDone: () => void;
}

// Adds an item to the draft, or edits one (AddAgreementItem with AgItemId); the rate and days are the creator's offer.
export function D2cItemForm({ agreementId, item, side, onDone }: D2cItemFormProps) {
  const form = useForm({ initialValues: valuesOf(item, side), validate: schemaResolver(ItemForm, { sync: true }) });
  const currencies = useCurrencies();
  const units = useUnits();
  const call = useAgreementCall(agreementId);

  const submit = form.onSubmit((values) =>
    call.mutate(draftCalls.addItem({ AgreementId: agreementId, AgItemId: item?.id, ...ItemForm.parse(values) }), {
      onSuccess: () => {
        form.reset();
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={item ? `Edit '${item.itemTitle}'` : 'Add an item'}>
      <Stack gap="sm">
        {!item && <CataloguePicker onPick={(c) => form.setValues(valuesFromCatalogue(c))} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Item title" {...form.getInputProps('ItemTitle')} />
          <TextInput
            label="HSN/SAC code"
            description={<HsnSacHint code={String(form.getValues().ItemCode ?? '')} />}
            {...form.getInputProps('ItemCode')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('ItemDescription')} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput clampBehavior="none" label="Quantity" min={0} decimalScale={3} {...form.getInputProps('Qty')} />
          <NumberInput clampBehavior="none" label="Rate" min={0} decimalScale={2} {...form.getInputProps('Rate')} />
          <NumberInput
            clampBehavior="none"
            label="Tax %"
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps('Tax')}
          />
          <NumberInput
            clampBehavior="none"
            label="Days to complete"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('ItemDeliveredInDays')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Currency"
            data={currencyOptions(currencies.data)}
            allowDeselect={false}
            {...form.getInputProps('CurrencyId')}
            error={listError(form.errors.CurrencyId, currencies.isError)}
          />
          <Select
            label="Unit"
            data={lookupOptions(units.data)}
            allowDeselect={false}
            searchable
            {...form.getInputProps('UnitId')}
            error={listError(form.errors.UnitId, units.isError)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {item && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={call.isPending}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
