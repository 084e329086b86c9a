import { Anchor, Group, Image, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchFile } from '@/api/files';

export interface AttachmentRef {
  id: string;
  link: string;
  name?: string;
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

interface LoadedFile {
  // Opens or downloads the file.
  url: string;
  // An image's preview as a data url: the app's Content-Security-Policy allows data: images, not blob: ones.
  preview: string | null;
}

// The file while the component is shown (fetched with the token); images get a preview.
function useFile(link: string) {
  const [file, setFile] = useState<LoadedFile | 'failed' | null>(null);
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    fetchFile(link)
      .then(async (blob) => {
        const preview = blob.type.startsWith('image/') ? await dataUrlOf(blob) : null;
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setFile({ url, preview });
      })
      .catch(() => !cancelled && setFile('failed'));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [link]);
  return file;
}

export function AttachmentThumb({ attachment, index }: { attachment: AttachmentRef; index: number }) {
  const file = useFile(attachment.link);
  const name = attachment.name ?? `Attachment ${index + 1}`;
  if (file === null) return <Loader size="xs" aria-label={`Loading ${name}`} />;
  if (file === 'failed')
    return (
      <Text size="xs" c="red.8">
        {name}: not available
      </Text>
    );
  return (
    <Tooltip label={name}>
      <Anchor
        href={file.url}
        target="_blank"
        rel="noopener"
        // Other files download under their name; images open in a new tab.
        download={file.preview ? undefined : name}
        aria-label={`Open ${name}`}
        data-testid="attachment-thumb"
      >
        {file.preview ? (
          <Image src={file.preview} alt={name} w={48} h={48} fit="cover" radius="sm" />
        ) : (
          <Paper px={6} py={4} maw={140}>
            <Text size="xs" truncate>
              {name}
            </Text>
          </Paper>
        )}
      </Anchor>
    </Tooltip>
  );
}

// Thumbnails of attached files (each opens in a new tab), or the spec's 'No Attachments'.
export function AttachmentThumbs({ attachments }: { attachments: readonly AttachmentRef[] }) {
  if (attachments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No Attachments
      </Text>
    );
  return (
    <Group gap={6}>
      {attachments.map((attachment, index) => (
        <AttachmentThumb key={attachment.id} attachment={attachment} index={index} />
      ))}
    </Group>
  );
}
