import { SimpleGrid, TextInput } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import type { BuilderDraftState } from '../hooks/use-builder-draft';

/** Start date, duration and the late-completion penalty (LD days and percent). */
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
        <TextInput
          label="Duration (days)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.contractDuration}
          onChange={(event) => set('contractDuration', event.currentTarget.value)}
        />
        <TextInput
          label="Penalty applies after (days)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.penalityDays}
          onChange={(event) => set('penalityDays', event.currentTarget.value)}
        />
        <TextInput
          label="Penalty (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          value={draft.penalityPercent}
          onChange={(event) => set('penalityPercent', event.currentTarget.value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
