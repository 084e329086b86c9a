import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

export interface NewTerm {
  title: string;
  text: string;
  isPaymentTerm: boolean;
}

interface TermAdderProps {
  // Names the inputs ('Payment term title', ...).
  label: string;
  // Field errors for a term that may not be added; none means it is added.
  check: (term: NewTerm) => { title?: string; text?: string };
  onAdd: (term: NewTerm) => void;
  // Offer the 'payment term' flag (RFQ terms carry it).
  withPaymentFlag?: boolean;
}

// Title and text of a new term; Enter adds it (Shift+Enter starts a new line in the text).
export function TermAdder({ label, check, onAdd, withPaymentFlag = false }: TermAdderProps) {
  const [term, setTerm] = useState<NewTerm>({ title: '', text: '', isPaymentTerm: false });
  const [errors, setErrors] = useState<{ title?: string; text?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(term);
    setErrors(found);
    if (found.title || found.text) return;
    onAdd({ ...term, title: term.title.trim(), text: term.text.trim() });
    setTerm({ title: '', text: '', isPaymentTerm: false });
  };

  const enterSubmits = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Add ${label.toLowerCase()}`}>
      <Stack gap="xs">
        <TextInput
          label={`${label} title`}
          value={term.title}
          maxLength={100}
          error={errors.title}
          onChange={(event) => setTerm({ ...term, title: event.currentTarget.value })}
        />
        <Textarea
          label={`${label} text`}
          description="Press Enter to add the term, Shift+Enter for a new line"
          value={term.text}
          autosize
          minRows={2}
          maxLength={1000}
          error={errors.text}
          onKeyDown={enterSubmits}
          onChange={(event) => setTerm({ ...term, text: event.currentTarget.value })}
        />
        <Group justify="space-between">
          {withPaymentFlag ? (
            <Checkbox
              label="This is a payment term"
              checked={term.isPaymentTerm}
              onChange={(event) => setTerm({ ...term, isPaymentTerm: event.currentTarget.checked })}
            />
          ) : (
            <span />
          )}
          <Button type="submit" variant="light">
            Add term
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
