import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FormSection } from '@/components/ui/form-section';
import type { RfqEditor } from '../hooks/use-rfq-editor';

// Proposal (RFQ) Details: the requesting party (the user) and what is asked for.
export function RfqDetailsSection({ editor, requester }: { editor: RfqEditor; requester: string }) {
  const { draft, set } = editor;
  return (
    <FormSection title="Proposal (RFQ) Details">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500}>
            Requesting party
          </Text>
          <Text size="sm" c="dimmed">
            {requester}
          </Text>
        </div>
        <TextInput
          label="Title"
          placeholder="For example, Office laptops for the Pune branch"
          maxLength={100}
          value={draft.title}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={1000}
          value={draft.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Quotations close on"
            description="Optional"
            type="date"
            value={draft.endDate}
            onChange={(event) => set('endDate', event.currentTarget.value)}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
