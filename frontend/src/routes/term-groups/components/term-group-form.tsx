import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TermGroupForm as TermGroupRule } from '@samvida/machines';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { listError } from '@/lib/list-error';
import { type TermGroup, termGroupCalls, useTermTypes } from '../api/term-groups';

interface FormValues {
  GroupName: string;
  Description: string;
  TypeName: string | null;
  LDPercentOnlyForBuying: number | string;
  LDAppliedInDaysOnlyForBuying: number | string;
  // Blank: the group sets no advance.
  AdvancePercent: number | string;
}

const valuesOf = (group: TermGroup | null): FormValues => ({
  GroupName: group?.groupName ?? '',
  Description: group?.description ?? '',
  TypeName: group?.typeName ?? null,
  LDPercentOnlyForBuying: group ? Number(group.ldPercentOnlyForBuying) : 0,
  LDAppliedInDaysOnlyForBuying: group?.ldAppliedInDaysOnlyForBuying ?? 0,
  AdvancePercent: group?.advancePercent ?? '',
});

// Blank LD figures take the rule's defaults (0); an unchosen type is checked as missing.
const blankToMissing = (value: number | string) => (value === '' ? undefined : value);
const toPayload = (values: FormValues, groupId?: string) => ({
  ...values,
  GroupId: groupId,
  TypeName: values.TypeName ?? undefined,
  LDPercentOnlyForBuying: blankToMissing(values.LDPercentOnlyForBuying),
  LDAppliedInDaysOnlyForBuying: blankToMissing(values.LDAppliedInDaysOnlyForBuying),
});
const validateGroup = schemaResolver(TermGroupRule, { sync: true });

// A term group: name, description, term type, the LD figures (for buying) and an optional advance
// that editors take when the group is picked.
export function TermGroupForm({ group, onDone }: { group: TermGroup | null; onDone: () => void }) {
  const form = useForm<FormValues>({
    initialValues: valuesOf(group),
    validate: (values) => validateGroup(toPayload(values)),
  });
  const types = useTermTypes();
  const save = useNotifiedCall(
    [queryKeys.termGroups],
    group ? 'Data updated successfully.' : 'Data added successfully',
  );

  const submit = form.onSubmit((values) =>
    save.mutate(termGroupCalls.save(TermGroupRule.parse(toPayload(values, group?.groupId))), {
      onSuccess: () => {
        form.setValues(valuesOf(null));
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={group ? 'Edit term group' : 'New term group'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Group name" withAsterisk {...form.getInputProps('GroupName')} />
          <Select
            label="Term type"
            withAsterisk
            placeholder="Choose"
            data={(types.data ?? []).map((type) => type.typeValue)}
            {...form.getInputProps('TypeName')}
            error={listError(form.errors.TypeName, types.isError)}
          />
        </SimpleGrid>
        <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps('Description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            clampBehavior="none"
            label="LD percent (for buying)"
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps('LDPercentOnlyForBuying')}
          />
          <NumberInput
            clampBehavior="none"
            label="LD duration in days (for buying)"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('LDAppliedInDaysOnlyForBuying')}
          />
          <NumberInput
            clampBehavior="none"
            label="Advance (%)"
            description="Optional; fills the advance when the group is picked"
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps('AdvancePercent')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {group && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {group ? 'Update group' : 'Add group'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
