import { Anchor, Group, Image, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchFile } from '@/api/files';

export interface AttachmentRef {
  id: string;
  link: string;
  name?: string;
}

/** A file's blob url while the component is shown; images get a preview. */
function useBlobUrl(link: string) {
  const [file, setFile] = useState<{ url: string; type: string } | 'failed' | null>(null);
  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    fetchFile(link)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type });
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
  const file = useBlobUrl(attachment.link);
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
      <Anchor href={file.url} target="_blank" rel="noopener" aria-label={`Open ${name}`} data-testid="attachment-thumb">
        {file.type.startsWith('image/') ? (
          <Image src={file.url} alt={name} w={48} h={48} fit="cover" radius="sm" />
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

/** Thumbnails of attached files (each opens in a new tab), or the spec's 'No Attachments'. */
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
