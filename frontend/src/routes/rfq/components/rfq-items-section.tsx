import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { HOUSE_MESSAGES, Quantity } from '@samvida/machines';
import { type FormEvent, useState } from 'react';
import { lookupLabel, lookupOptions, useUnits } from '@/api/lookups';
import { CataloguePicker } from '@/components/pickers/catalogue-picker';
import { FormSection } from '@/components/ui/form-section';
import { HsnSacHint } from '@/components/ui/hsn-sac-hint';
import type { RfqEditor } from '../hooks/use-rfq-editor';

const BLANK = { title: '', description: '', hsnSac: '', quantity: '', unit: 1 };

// Financial Terms & Line Items: what sellers are to quote for; each item is added with Enter or the button.
export function RfqItemsSection({ editor }: { editor: RfqEditor }) {
  const units = useUnits();
  const [item, setItem] = useState(BLANK);
  const [errors, setErrors] = useState<{ title?: string; quantity?: string }>({});

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: item.title.trim() ? undefined : HOUSE_MESSAGES.poTitleRequired,
      quantity: Quantity.safeParse(item.quantity).error?.issues[0]?.message,
    };
    setErrors(found);
    if (found.title || found.quantity) return;
    editor.addItem({
      ...item,
      title: item.title.trim(),
      description: item.description.trim(),
      hsnSac: item.hsnSac.trim(),
    });
    setItem({ ...BLANK, unit: item.unit });
  };

  return (
    <FormSection title="Financial Terms & Line Items" description="Sellers quote a rate, tax and days for each item.">
      <Stack gap="md">
        {editor.draft.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No Item Is Present.
          </Text>
        ) : (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Items">
            {editor.draft.items.map((row, index) => (
              <Paper key={row.key} component="li" p="sm" bg="gray.0">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {index + 1}. {row.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {row.quantity} {lookupLabel(units.data, row.unit)}
                      {row.hsnSac && ` · HSN/SAC ${row.hsnSac}`}
                      {row.description && ` · ${row.description}`}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove item ${row.title}`}
                    onClick={() => editor.removeItem(row.key)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <CataloguePicker
          itemType="Buyer"
          onPick={(c) =>
            setItem({
              ...item,
              title: c.typeValue,
              description: c.desc,
              hsnSac: c.itemHsnCsnUin,
              unit: c.sellingUnitId,
            })
          }
        />
        <form onSubmit={add} noValidate aria-label="Add an item">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Item title"
              required
              maxLength={100}
              value={item.title}
              error={errors.title}
              onChange={(event) => setItem({ ...item, title: event.currentTarget.value })}
            />
            <TextInput
              label="HSN/SAC"
              maxLength={50}
              description={<HsnSacHint code={item.hsnSac} />}
              value={item.hsnSac}
              onChange={(event) => setItem({ ...item, hsnSac: event.currentTarget.value })}
            />
            <TextInput
              label="Quantity"
              required
              type="number"
              inputMode="decimal"
              min={0}
              step={0.001}
              value={item.quantity}
              error={errors.quantity}
              onChange={(event) => setItem({ ...item, quantity: event.currentTarget.value })}
            />
            <Select
              label="Unit"
              allowDeselect={false}
              data={units.data ? lookupOptions(units.data) : [{ value: '1', label: 'Count' }]}
              value={String(item.unit)}
              error={units.isError ? 'Could not load the unit list' : undefined}
              onChange={(value) => value && setItem({ ...item, unit: Number(value) })}
            />
          </SimpleGrid>
          <Textarea
            label="Item description"
            mt="sm"
            autosize
            minRows={1}
            maxLength={1000}
            value={item.description}
            onChange={(event) => setItem({ ...item, description: event.currentTarget.value })}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" variant="light">
              Add item
            </Button>
          </Group>
        </form>
      </Stack>
    </FormSection>
  );
}
