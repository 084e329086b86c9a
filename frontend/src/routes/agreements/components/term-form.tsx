import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';

export interface TermValues {
  TermTitle: string;
  TermTxt: string;
  // Upload ids.
  Attachments: string[];
}

interface TermFormProps {
  initial?: { title: string; text: string };
  submitLabel: string;
  busy: boolean;
  // Resolves true when the term was saved, so the form can clear itself.
  onSubmit: (term: TermValues) => Promise<boolean>;
}

// A single term: title, text and attachments. The spec has no client checks here; the server's message shows.
export function TermForm({ initial, submitLabel, busy, onSubmit }: TermFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!(await onSubmit({ TermTitle: title, TermTxt: text, Attachments: files.map((file) => file.id) }))) return;
    setTitle(initial?.title ?? '');
    setText(initial?.text ?? '');
    setFiles([]);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Term title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea
          label="Term text"
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <AttachmentsField label="Attachments" value={files} onChange={setFiles} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
