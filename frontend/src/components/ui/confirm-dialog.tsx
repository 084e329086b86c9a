import { Button, Group, Text } from '@mantine/core';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  // The question, e.g. the spec's 'Are you sure you want to delete the term ?'; null keeps it closed.
  question: string | null;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  busy?: boolean;
}

// A yes/no confirmation before a destructive action; the safe choice has the focus.
export function ConfirmDialog({ question, onConfirm, onClose, confirmLabel = 'Delete', busy }: ConfirmDialogProps) {
  return (
    <Dialog opened={question !== null} onClose={onClose} title="Please confirm">
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
