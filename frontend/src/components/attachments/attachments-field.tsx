import { ActionIcon, FileInput, Group, List, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/client';
import { type Uploaded, useUpload } from '@/api/upload';
import { useShowMessage } from '@/components/ui/message-modal';
import { isSignedIn, useSession } from '@/lib/session';

interface AttachmentsFieldProps {
  label: string;
  value: Uploaded[];
  onChange: (files: Uploaded[]) => void;
  description?: string;
}

// An attachments area: each chosen file is uploaded at once (POST api/General/upload, 1 MB, type
// checked by the server) and listed; the caller sends the upload ids with its own call.
export function AttachmentsField({ label, value, onChange, description }: AttachmentsFieldProps) {
  const upload = useUpload();
  const showMessage = useShowMessage();
  const signedIn = isSignedIn(useSession());
  // The input only picks; it is cleared after each upload so the same file can be chosen again.
  const [picked, setPicked] = useState<File | null>(null);
  const field = useRef<HTMLDivElement>(null);

  // A form sent while a file is still uploading would go without it: hold the submit until it lands.
  useEffect(() => {
    const form = field.current?.closest('form');
    if (!form || !upload.isPending) return;
    const hold = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      showMessage('Info', 'Please wait until the file is uploaded.');
    };
    form.addEventListener('submit', hold, { capture: true });
    return () => form.removeEventListener('submit', hold, { capture: true });
  }, [upload.isPending, showMessage]);

  const add = (file: File | null) => {
    setPicked(file);
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange([...value, uploaded]),
      onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
      onSettled: () => setPicked(null),
    });
  };

  return (
    <div ref={field} aria-busy={upload.isPending}>
      <FileInput
        label={label}
        description={
          signedIn ? (description ?? 'PDF, image, Word or Excel, at most 1 MB each') : 'Sign in to attach files'
        }
        placeholder="Choose a file"
        value={picked}
        onChange={add}
        disabled={!signedIn || upload.isPending}
        rightSection={upload.isPending ? <Loader size="xs" /> : undefined}
        clearable={false}
      />
      {value.length > 0 && (
        <List mt="xs" spacing={4} size="sm" aria-label={`${label}: attached files`}>
          {value.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(value.filter((other) => other.id !== file.id))}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
