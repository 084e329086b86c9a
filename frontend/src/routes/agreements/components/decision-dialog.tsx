import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RemarkField, remarkOrNothing } from './remark-field';

interface DecisionDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  onConfirm: (remark: string | undefined) => void;
}

// Accept, start or reject: what it does, an optional remark, and the confirming button.
export function DecisionDialog({
  opened,
  onClose,
  title,
  description,
  confirmLabel,
  color,
  busy,
  onConfirm,
}: DecisionDialogProps) {
  const [remark, setRemark] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{description}</Text>
        <RemarkField value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={busy} onClick={() => onConfirm(remarkOrNothing(remark))}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
