import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import type { RfqEditor } from '../hooks/use-rfq-editor';

/** Term & Duration: completion days, the late penalty, and whether only invited sellers may quote. */
export function RfqDurationSection({ editor }: { editor: RfqEditor }) {
  const { draft, set } = editor;
  return (
    <FormSection title="Term & Duration">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label="Complete within (days)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.completionDays}
          onChange={(event) => set('completionDays', event.currentTarget.value)}
        />
        <TextInput
          label="Penalty after (days)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.ldDays}
          onChange={(event) => set('ldDays', event.currentTarget.value)}
        />
        <TextInput
          label="Penalty (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          value={draft.ldPercent}
          onChange={(event) => set('ldPercent', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Switch
        mt="md"
        label="Invite only"
        description="Only sellers you invite can see and answer this RFQ"
        checked={draft.inviteOnly}
        onChange={(event) => set('inviteOnly', event.currentTarget.checked)}
      />
    </FormSection>
  );
}
