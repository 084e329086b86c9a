import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TermInGroupForm } from '@samvida/machines';
import { useState } from 'react';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import type { Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { type GroupTerm, groupTermCalls } from '../api/group-terms';

interface GroupTermFormProps {
  groupId: string;
  // The term being edited, or null for a new one.
  term: GroupTerm | null;
  onDone: () => void;
}

// A term in the group: title, description and attachments ('Please enter valid title' for either blank).
export function GroupTermForm({ groupId, term, onDone }: GroupTermFormProps) {
  const form = useForm({
    initialValues: { GroupId: groupId, Id: term?.id, TermTitle: term?.termTitle ?? '', TermTxt: term?.termTxt ?? '' },
    validate: schemaResolver(TermInGroupForm, { sync: true }),
  });
  const [files, setFiles] = useState<Uploaded[]>([]);
  const save = useNotifiedCall(
    [queryKeys.groupTerms(groupId)],
    term ? 'Data updated successfully.' : 'Data added successfully',
  );

  const submit = form.onSubmit((values) =>
    save.mutate(
      groupTermCalls.save(TermInGroupForm.parse({ ...values, AttachmentList: files.map((file) => file.id) })),
      {
        onSuccess: () => {
          form.setValues({ TermTitle: '', TermTxt: '' });
          setFiles([]);
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={term ? 'Edit term' : 'New term'}>
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk {...form.getInputProps('TermTitle')} />
        <Textarea label="Description" withAsterisk autosize minRows={3} {...form.getInputProps('TermTxt')} />
        <AttachmentsField label={term ? 'Add attachments' : 'Attachments'} value={files} onChange={setFiles} />
        <Group justify="flex-end">
          {term && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {term ? 'Update term' : 'Add term'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
