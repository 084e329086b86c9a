import { Stack } from '@mantine/core';
import { HOUSE_MESSAGES, isCompleteTerm } from '@samvida/machines';
import { type NewTerm, TermAdder } from '@/components/terms/term-adder';
import { TermList } from '@/components/terms/term-list';
import { TermGroupPicker } from '@/components/pickers/term-group-picker';
import { FormSection } from '@/components/ui/form-section';
import type { BuilderDraftState, TermKind } from '../hooks/use-builder-draft';

interface TermsSectionProps {
  state: BuilderDraftState;
  kind: TermKind;
  title: string;
  // Names the inputs: 'Payment term', 'Custom term'.
  label: string;
  description?: string;
}

// A term is added only when its title and text are both non-blank (spec §5); say which is missing.
const check = (term: NewTerm) =>
  isCompleteTerm(term)
    ? {}
    : {
        title: term.title.trim() ? undefined : HOUSE_MESSAGES.rfqTermTitleRequired,
        text: term.text.trim() ? undefined : HOUSE_MESSAGES.rfqTermTextRequired,
      };

// Payment terms or custom terms: the list, and a form that adds one on Enter.
export function TermsSection({ state, kind, title, label, description }: TermsSectionProps) {
  return (
    <FormSection title={title} description={description}>
      <Stack gap="md">
        <TermList terms={state.draft[kind]} empty="No terms yet." onRemove={(id) => state.removeTerm(kind, id)} />
        <TermAdder label={label} check={check} onAdd={(term) => state.addTerm(kind, term.title, term.text)} />
        {kind === 'customTerms' && <TermGroupPicker onPick={state.applyTermGroup} />}
      </Stack>
    </FormSection>
  );
}
