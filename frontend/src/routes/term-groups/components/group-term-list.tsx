import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AttachmentRef } from '@/components/attachments/attachment-thumbs';
import { RemovableAttachments } from '@/components/attachments/removable-attachments';
import type { GroupTerm } from '../api/group-terms';

interface GroupTermListProps {
  terms: GroupTerm[];
  // Without these (a member whose role may not change term groups) the terms are read only.
  onEdit?: (term: GroupTerm) => void;
  onRemove?: (term: GroupTerm) => void;
  onRemoveAttachment?: (attachment: AttachmentRef) => void;
}

// The group's terms with edit, remove term and remove attachment.
export function GroupTermList({ terms, onEdit, onRemove, onRemoveAttachment }: GroupTermListProps) {
  if (terms.length === 0) return <Text c="dimmed">No terms in this group yet.</Text>;
  return (
    <Stack gap="sm">
      {terms.map((term) => (
        <Paper key={term.id} p="sm" data-testid="group-term-row">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={600}>{term.termTitle}</Text>
            {onEdit && onRemove && (
              <Group gap={6}>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onEdit(term)}
                  aria-label={`Edit ${term.termTitle}`}
                >
                  Edit
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(term)}
                  aria-label={`Remove ${term.termTitle}`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {term.termTxt}
          </Text>
          <Group mt="xs">
            <RemovableAttachments attachments={term.attachmentList} onRemove={onRemoveAttachment} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
