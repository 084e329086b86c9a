import { Button, Divider, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { UPLOAD_MUTATION_KEY, type Uploaded } from '@/api/upload';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { AttachmentThumbs } from '@/components/attachments/attachment-thumbs';
import { formatDate } from '@/lib/format';
import { negotiationCalls, useAgreementCall } from '../api/agreement-commands';
import type { Remark } from '../api/remarks';

interface RemarkThreadProps {
  opened: boolean;
  onClose: () => void;
  agreementId: string;
  // The item or term the remarks are on; null for the agreement itself.
  parentId: string | null;
  subject: string;
  remarks: readonly Remark[];
  canRemark: boolean;
}

// The remarks on one entry, oldest first, and (when offered) a new remark with attachments.
export function RemarkThread({
  opened,
  onClose,
  agreementId,
  parentId,
  subject,
  remarks,
  canRemark,
}: RemarkThreadProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Remarks: ${subject}`} size="lg">
      <Stack gap="sm">
        {remarks.length === 0 ? (
          <Text c="dimmed">No remarks</Text>
        ) : (
          remarks.map((remark) => <RemarkEntry key={remark.id} remark={remark} />)
        )}
        {canRemark && (
          <>
            <Divider />
            <RemarkForm agreementId={agreementId} parentId={parentId} />
          </>
        )}
      </Stack>
    </Modal>
  );
}

function RemarkEntry({ remark }: { remark: Remark }) {
  return (
    <Paper p="sm" data-testid="remark">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {remark.createdBy.usrName ?? 'Unknown'}{' '}
          <Text span c="dimmed" size="xs" tt="capitalize">
            ({remark.byRole})
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(remark.remarkDate)}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {remark.description}
      </Text>
      {remark.attachments.length > 0 && (
        <Group mt="xs">
          <AttachmentThumbs attachments={remark.attachments} />
        </Group>
      )}
    </Paper>
  );
}

function RemarkForm({ agreementId, parentId }: { agreementId: string; parentId: string | null }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const call = useAgreementCall(agreementId);
  // A remark sent while a file is still uploading would go without it.
  const uploading = useIsMutating({ mutationKey: UPLOAD_MUTATION_KEY }) > 0;
  const submit = () =>
    call.mutate(
      negotiationCalls.remark({
        AgreementId: agreementId,
        ParentId: parentId,
        RemarkText: text,
        Attachments: files.map((file) => file.id),
      }),
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
      },
    );
  return (
    <Stack gap="xs">
      <Textarea
        label="Your remark"
        autosize
        minRows={2}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <AttachmentsField label="Attachments" value={files} onChange={setFiles} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={call.isPending || uploading} disabled={text.trim() === ''}>
          Add Remark
        </Button>
      </Group>
    </Stack>
  );
}
