import { SimpleGrid, TextInput } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import { DaysInput, PercentInput } from '@/components/ui/number-inputs';
import type { BuilderDraftState } from '../hooks/use-builder-draft';

// Start date, duration and the late-completion penalty (LD days and percent).
export function TermDurationSection({ state }: { state: BuilderDraftState }) {
  const { draft, set } = state;
  return (
    <FormSection title="Term and duration">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Start date"
          type="date"
          value={draft.startDate}
          onChange={(event) => set('startDate', event.currentTarget.value)}
        />
        <DaysInput
          label="Duration (days)"
          min={1}
          value={draft.contractDuration}
          onValueChange={(value) => set('contractDuration', value)}
        />
        <DaysInput
          label="Penalty applies after (days)"
          min={0}
          value={draft.penalityDays}
          onValueChange={(value) => set('penalityDays', value)}
        />
        <PercentInput
          label="Penalty (%)"
          value={draft.penalityPercent}
          onValueChange={(value) => set('penalityPercent', value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
