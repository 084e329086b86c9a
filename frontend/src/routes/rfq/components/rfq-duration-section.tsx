import { SimpleGrid, Switch } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import { DaysInput, PercentInput } from '@/components/ui/number-inputs';
import type { RfqEditor } from '../hooks/use-rfq-editor';

// Term & Duration: completion days, the late penalty, and whether only invited sellers may quote.
export function RfqDurationSection({ editor }: { editor: RfqEditor }) {
  const { draft, set } = editor;
  return (
    <FormSection title="Term & Duration">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <DaysInput
          label="Complete within (days)"
          min={1}
          value={draft.completionDays}
          onValueChange={(value) => set('completionDays', value)}
        />
        <DaysInput
          label="Penalty after (days)"
          min={0}
          value={draft.ldDays}
          onValueChange={(value) => set('ldDays', value)}
        />
        <PercentInput label="Penalty (%)" value={draft.ldPercent} onValueChange={(value) => set('ldPercent', value)} />
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
