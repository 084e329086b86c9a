import { Button, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CATALOGUE_ITEM_TYPES, CatalogueItemForm } from '@samvida/machines';
import { useState } from 'react';
import { lookupOptions, useCurrencies, useUnits } from '@/api/lookups';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { HsnSacHint } from '@/components/ui/hsn-sac-hint';
import { listError } from '@/lib/list-error';
import { useSession } from '@/lib/session';
import { type CatalogueItem, catalogueCalls } from '../api/catalogue';

interface FormValues {
  ItemTypeId: string | null;
  ItemTitle: string;
  ItemDescription: string;
  ItemHsnCsnUin: string;
  ItemRateUnitId: string | null;
  ItemRate: number | string;
  ItemSellingUnitId: string | null;
  ItemTax: number | string;
}

const valuesOf = (item: CatalogueItem | null): FormValues => ({
  ItemTypeId: item ? String(item.itemTypeId) : null,
  ItemTitle: item?.itemTitle ?? '',
  ItemDescription: item?.itemDescription ?? '',
  ItemHsnCsnUin: item?.itemHsnCsnUin ?? '',
  ItemRateUnitId: item ? String(item.currencyId) : null,
  ItemRate: item ? Number(item.itemRate) : '',
  ItemSellingUnitId: item ? String(item.sellingUnitId) : null,
  ItemTax: item ? Number(item.itemTax) : '',
});

// An empty select holds null; the machines' rule reads a missing choice as undefined.
const toPayload = (values: FormValues) => ({
  ...values,
  ItemTypeId: values.ItemTypeId ?? undefined,
  ItemRateUnitId: values.ItemRateUnitId ?? undefined,
  ItemSellingUnitId: values.ItemSellingUnitId ?? undefined,
});
const validateItem = schemaResolver(CatalogueItemForm, { sync: true });

interface CatalogueFormProps {
  // The item being edited, or null for a new one.
  item: CatalogueItem | null;
  onDone: () => void;
}

// 'Create catalog': an item to sell or to buy; the spec checks only its type, currency and unit.
export function CatalogueForm({ item, onDone }: CatalogueFormProps) {
  const form = useForm<FormValues>({
    initialValues: valuesOf(item),
    validate: (values) => validateItem(toPayload(values)),
  });
  const [files, setFiles] = useState<Uploaded[]>([]);
  const currencies = useCurrencies();
  const units = useUnits();
  const save = useNotifiedCall([queryKeys.catalogue], item ? 'Data updated successfully.' : 'Data added successfully');
  const { userId } = useSession();

  const submit = form.onSubmit((values) => {
    const payload = CatalogueItemForm.parse({ ...toPayload(values), Id: item?.id });
    save.mutate(
      catalogueCalls.save(
        payload,
        files.map((file) => file.id),
        userId,
      ),
      {
        onSuccess: () => {
          form.setValues(valuesOf(null));
          form.resetDirty(valuesOf(null));
          setFiles([]);
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={item ? 'Edit catalogue item' : 'New catalogue item'}>
      <Stack gap="sm">
        <Radio.Group label="Item type" withAsterisk {...form.getInputProps('ItemTypeId')}>
          <Group mt={4}>
            <Radio value={String(CATALOGUE_ITEM_TYPES.toSell)} label="To Sell" />
            <Radio value={String(CATALOGUE_ITEM_TYPES.toBuy)} label="To Buy" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Title" {...form.getInputProps('ItemTitle')} />
          <TextInput
            label="HSN/CSN/UIN"
            description={<HsnSacHint code={String(form.getValues().ItemHsnCsnUin ?? '')} />}
            {...form.getInputProps('ItemHsnCsnUin')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('ItemDescription')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Select
            label="Currency"
            withAsterisk
            placeholder="Choose"
            data={lookupOptions(currencies.data)}
            {...form.getInputProps('ItemRateUnitId')}
            error={listError(form.errors.ItemRateUnitId, currencies.isError)}
          />
          <NumberInput clampBehavior="none" label="Rate" min={0} decimalScale={2} {...form.getInputProps('ItemRate')} />
          <Select
            label="Unit"
            withAsterisk
            placeholder="Choose"
            searchable
            data={lookupOptions(units.data)}
            {...form.getInputProps('ItemSellingUnitId')}
            error={listError(form.errors.ItemSellingUnitId, units.isError)}
          />
          <NumberInput
            clampBehavior="none"
            label="Tax %"
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps('ItemTax')}
          />
        </SimpleGrid>
        <AttachmentsField label={item ? 'Add attachments' : 'Attachments'} value={files} onChange={setFiles} />
        <Group justify="flex-end">
          {item && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {item ? 'Update item' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
