import { SimpleGrid, Textarea } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import type { BuilderDraftState } from '../hooks/use-builder-draft';

// The two parties as they appear in the contract: name, e-mail, phone, GSTIN and address.
export function AgreementDetailsSection({ state }: { state: BuilderDraftState }) {
  const { draft, set } = state;
  return (
    <FormSection title="Agreement details" description="How each party is named in the contract.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label="Your details"
          autosize
          minRows={5}
          value={draft.firstpartyDetails}
          onChange={(event) => set('firstpartyDetails', event.currentTarget.value)}
        />
        <Textarea
          label="Counterparty details"
          description="Filled in by Verify; you may edit it"
          autosize
          minRows={5}
          placeholder={'Name:\nEmail:\nPhone Number:\nGSTIN:\nAddress:'}
          value={draft.counterpartyDetails}
          onChange={(event) => set('counterpartyDetails', event.currentTarget.value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
