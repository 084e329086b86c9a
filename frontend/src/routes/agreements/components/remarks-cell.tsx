import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import type { Remark } from '../api/remarks';
import { CommentsIcon } from './comments-icon';
import { RemarkThread } from './remark-thread';

interface RemarksCellProps {
  agreementId: string;
  parentId: string | null;
  subject: string;
  remarks: readonly Remark[];
  // The server offers RemarkAgreement to this user now.
  canRemark: boolean;
}

// A comments button with the count, or 'No remarks'; 'Add Remark' when remarks may be added.
// The thread (a Modal: a portal and a window listener) mounts only while open: a 1,000-item
// contract has a cell per row. Memoized: a row re-renders only when its remarks change.
export const RemarksCell = memo(function RemarksCell({
  agreementId,
  parentId,
  subject,
  remarks,
  canRemark,
}: RemarksCellProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Group gap={6}>
      {remarks.length > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<CommentsIcon />}
          onClick={open}
          aria-label={`Remarks on ${subject} (${remarks.length})`}
        >
          {remarks.length}
        </Button>
      ) : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          No remarks
        </Text>
      )}
      {canRemark && remarks.length === 0 && (
        <Button
          variant="light"
          size="compact-xs"
          style={{ flexShrink: 0 }}
          onClick={open}
          aria-label={`Add Remark on ${subject}`}
        >
          Add Remark
        </Button>
      )}
      {opened && (
        <RemarkThread
          opened
          onClose={close}
          agreementId={agreementId}
          parentId={parentId}
          subject={subject}
          remarks={remarks}
          canRemark={canRemark}
        />
      )}
    </Group>
  );
});
