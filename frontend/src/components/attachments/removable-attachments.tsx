import { ActionIcon, Group, Text } from '@mantine/core';
import { AttachmentThumb, type AttachmentRef } from './attachment-thumbs';

interface RemovableAttachmentsProps {
  attachments: readonly AttachmentRef[];
  // Asks to remove one (the caller confirms and calls the API); without it, the thumbnails only.
  onRemove?: (attachment: AttachmentRef) => void;
}

// Thumbnails of saved attachments, each with a remove button when the user may remove; 'No
// Attachments' when there are none.
export function RemovableAttachments({ attachments, onRemove }: RemovableAttachmentsProps) {
  if (attachments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No Attachments
      </Text>
    );
  return (
    <Group gap="xs">
      {attachments.map((attachment, index) => (
        <Group key={attachment.id} gap={2} wrap="nowrap">
          <AttachmentThumb attachment={attachment} index={index} />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Remove attachment ${attachment.name ?? index + 1}`}
              onClick={() => onRemove(attachment)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
    </Group>
  );
}
