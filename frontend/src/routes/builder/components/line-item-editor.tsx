import { ActionIcon, Group, Paper, Select, SimpleGrid, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { lookupOptions, type Lookup } from '@/api/lookups';
import { HsnSacHint } from '@/components/ui/hsn-sac-hint';
import { formatMoney } from '@/lib/currency';
import { builderLineErrors } from '@samvida/machines';
import { type BuilderLine, lineAmountOf } from '../lib/builder-draft';

interface LineItemEditorProps {
  line: BuilderLine;
  index: number;
  currencyCode: string;
  units: readonly Lookup[] | undefined;
  onChange: (patch: Partial<BuilderLine>) => void;
  onRemove: () => void;
}

// One line item; its amount (rate × quantity plus tax %) updates as it is typed.
export function LineItemEditor({ line, index, currencyCode, units, onChange, onRemove }: LineItemEditorProps) {
  const name = `Item ${index + 1}`;
  const errors = builderLineErrors(line);
  const text = (field: 'title' | 'hsnSac' | 'quantity' | 'rate' | 'tax' | 'timeToComplete') => ({
    value: line[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.currentTarget.value }),
  });

  return (
    <Paper component="fieldset" p="sm" m={0} style={{ minWidth: 0 }}>
      <VisuallyHidden component="legend">{name}</VisuallyHidden>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} size="sm" aria-hidden>
          {name}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={700} data-testid="line-amount">
            <VisuallyHidden component="span">{name} amount: </VisuallyHidden>
            {formatMoney(lineAmountOf(line), currencyCode)}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
            ×
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Title" maxLength={100} {...text('title')} />
        <TextInput label="HSN/SAC" maxLength={50} description={<HsnSacHint code={line.hsnSac} />} {...text('hsnSac')} />
      </SimpleGrid>
      <Textarea
        label="Description"
        mt="sm"
        autosize
        minRows={1}
        maxLength={1000}
        value={line.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 2, xs: 3, xl: 5 }} spacing="sm" mt="sm">
        <TextInput
          label="Quantity"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.001}
          error={errors.quantity}
          {...text('quantity')}
        />
        <Select
          label="Unit"
          data={lookupOptions(units)}
          value={String(line.unit)}
          allowDeselect={false}
          onChange={(value) => value && onChange({ unit: Number(value) })}
        />
        <TextInput
          label="Rate"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.rate}
          {...text('rate')}
        />
        <TextInput
          label="Tax (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          error={errors.tax}
          {...text('tax')}
        />
        <TextInput
          label="Days to complete"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...text('timeToComplete')}
        />
      </SimpleGrid>
    </Paper>
  );
}
