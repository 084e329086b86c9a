import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DESCRIPTION_MAX, DraftProposal, istDate, parseDealDescription, UNITS } from '@samvida/machines';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { FormSection } from '@/components/ui/form-section';
import { useAiDraft, useAiProvider } from './assistant-api';

// The proposal as the review form edits it: every value a string, as inputs hold them.
type Row = Record<string, string>;
interface Review {
  items: Row[];
  terms: Row[];
  fields: Row;
  notes: string[];
}

const FIELDS = [
  ['Advance', 'Advance (%)'],
  ['LDPercent', 'LD (%)'],
  ['LDDays', 'LD after (days)'],
  ['NumberOfDays', 'Duration (days)'],
  ['StartDate', 'Start date (YYYY-MM-DD)'],
  ['Deposit', 'Deposit (₹)'],
] as const;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const unitName = (id: string) => UNITS.find((unit) => String(unit.id) === id)?.typeValue ?? id;

function reviewOf(proposal: DraftProposal): Review {
  return {
    items: proposal.Items.map((item) => ({
      ItemTitle: item.ItemTitle,
      Qty: item.Qty,
      UnitId: unitName(item.UnitId),
      Rate: asText(item.Rate),
      Tax: item.Tax,
    })),
    terms: proposal.Terms.map((term) => ({
      TermTitle: term.TermTitle,
      TermTxt: term.TermTxt,
      IsPaymentTerm: String(term.IsPaymentTerm),
    })),
    fields: Object.fromEntries(FIELDS.map(([key]) => [key, asText(proposal.Fields[key])])),
    notes: proposal.Notes,
  };
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const daysOrNull = (value: string | undefined) => (value?.trim() ? Number(value) : null);

// The edited review read back by the proposal schema (the contract input schemas).
const proposalOf = (review: Review) =>
  DraftProposal.safeParse({
    ContractType: null,
    Items: review.items.map((item) => ({ ...item, ItemDescription: '', Rate: orNull(item.Rate) })),
    Terms: review.terms.map((term) => ({ ...term, IsPaymentTerm: term.IsPaymentTerm === 'true' })),
    Fields: {
      Advance: orNull(review.fields.Advance),
      LDPercent: orNull(review.fields.LDPercent),
      LDDays: daysOrNull(review.fields.LDDays),
      NumberOfDays: daysOrNull(review.fields.NumberOfDays),
      StartDate: orNull(review.fields.StartDate),
      Deposit: orNull(review.fields.Deposit),
    },
    Notes: [],
  });

interface DescribeDealProps {
  contractType: string | null;
  /** Puts the reviewed proposal into the draft (nothing is sent or recorded by this). */
  onApply: (proposal: DraftProposal) => void;
}

// Drafting from a description: the built-in reader (in the browser) or, when the server has one and
// the user presses its button, the AI provider. Either way the proposal is shown for review.
export function DescribeDeal({ contractType, onApply }: DescribeDealProps) {
  const [description, setDescription] = useState('');
  const [review, setReview] = useState<Review | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const provider = useAiProvider();
  const ai = useAiDraft();
  const host = provider.data?.configured ? provider.data.host : null;

  const show = (proposal: DraftProposal) => {
    setProblem(null);
    setReview(reviewOf(proposal));
  };
  const readHere = () => show(parseDealDescription(description, istDate(new Date())));
  const askAi = () =>
    ai.mutate(
      { Description: description, ContractType: contractType },
      { onSuccess: show, onError: (error) => setProblem(errorMessage(error)) },
    );
  const apply = () => {
    const parsed = review && proposalOf(review);
    if (!parsed) return;
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    onApply(parsed.data);
    setReview(null);
  };

  return (
    <FormSection
      title="Draft from a description"
      description="Describe the deal in a sentence or two; the assistant proposes items, terms and fields for you to review."
    >
      <Stack gap="sm">
        <Textarea
          label="Describe the deal"
          placeholder="Supply of 500 office chairs to Pune in 3 lots, ₹2,500 each, 10% advance, payment within 30 days"
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          description={`${description.length} of ${DESCRIPTION_MAX} characters`}
        />
        <Group gap="sm">
          <Button variant="light" disabled={!description.trim()} onClick={readHere}>
            Draft with the built-in reader
          </Button>
          {host && (
            <Button variant="default" disabled={!description.trim()} loading={ai.isPending} onClick={askAi}>
              Draft with AI
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          The built-in reader runs in your browser and sends the text nowhere.
          {host
            ? ` "Draft with AI" sends the description to the AI provider at ${host}${provider.data?.model ? ` (model ${provider.data.model})` : ''}, and only when you press it.`
            : provider.data
              ? ' No AI provider is set up on this server.'
              : ''}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {review && (
          <ReviewForm review={review} onChange={setReview} onApply={apply} onDiscard={() => setReview(null)} />
        )}
      </Stack>
    </FormSection>
  );
}

interface ReviewFormProps {
  review: Review;
  onChange: (review: Review) => void;
  onApply: () => void;
  onDiscard: () => void;
}

function ReviewForm({ review, onChange, onApply, onDiscard }: ReviewFormProps) {
  const edit = (list: 'items' | 'terms', index: number, key: string, value: string) =>
    onChange({ ...review, [list]: review[list].map((row, i) => (i === index ? { ...row, [key]: value } : row)) });
  const remove = (list: 'items' | 'terms', index: number) =>
    onChange({ ...review, [list]: review[list].filter((_, i) => i !== index) });
  return (
    <Stack gap="sm" aria-label="Proposed draft" role="group">
      <Text fw={600} size="sm">
        Proposed draft: review and edit, then add it. It is a suggestion until you do.
      </Text>
      {review.notes.map((note) => (
        <Text key={note} size="xs" c="orange.8">
          {note}
        </Text>
      ))}
      {review.items.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Unit</Table.Th>
              <Table.Th>Rate (₹)</Table.Th>
              <Table.Th>GST (%)</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.items.map((item, index) => (
              <Table.Tr key={index}>
                {(['ItemTitle', 'Qty', 'UnitId', 'Rate', 'Tax'] as const).map((key) => (
                  <Table.Td key={key}>
                    <TextInput
                      size="xs"
                      aria-label={`Proposed ${key} of item ${index + 1}`}
                      value={item[key]}
                      onChange={(event) => edit('items', index, key, event.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Leave out item ${index + 1}`}
                    onClick={() => remove('items', index)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {review.terms.map((term, index) => (
        <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            label={index === 0 ? 'Term title' : undefined}
            aria-label={`Proposed term ${index + 1} title`}
            value={term.TermTitle}
            onChange={(event) => edit('terms', index, 'TermTitle', event.currentTarget.value)}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={index === 0 ? 'Term text' : undefined}
            aria-label={`Proposed term ${index + 1} text`}
            value={term.TermTxt}
            onChange={(event) => edit('terms', index, 'TermTxt', event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Leave out term ${index + 1}`}
            onClick={() => remove('terms', index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" grow>
        {FIELDS.map(([key, label]) => (
          <TextInput
            key={key}
            size="xs"
            label={label}
            value={review.fields[key]}
            onChange={(event) =>
              onChange({ ...review, fields: { ...review.fields, [key]: event.currentTarget.value } })
            }
          />
        ))}
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDiscard}>
          Discard
        </Button>
        <Button size="xs" onClick={onApply}>
          Add to the draft
        </Button>
      </Group>
    </Stack>
  );
}
