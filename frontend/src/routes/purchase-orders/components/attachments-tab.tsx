import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { PoAttachmentForm } from '@samvida/machines';
import { useState } from 'react';
import type { Uploaded } from '@/api/upload';
import { AttachmentThumb } from '@/components/attachments/attachment-thumbs';
import { AttachmentsField } from '@/components/attachments/attachments-field';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';

type AttachmentType = 'N' | 'T' | 'I';
const TYPE_LABEL: Record<AttachmentType, string> = { N: 'Order', T: 'Terms', I: 'Line item' };

// Agreement Attachments: a file with a title, for the order (N), one of its terms (T) or items (I).
export function AttachmentsTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const [type, setType] = useState<AttachmentType>('N');
  const [parentId, setParentId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [error, setError] = useState<string | null>(null);
  const parents =
    type === 'T'
      ? order.terms.map((t) => ({ value: t.termId, label: t.val.slice(0, 60) }))
      : order.items.map((i) => ({ value: i.itemId, label: i.title }));
  const nameOf = (a: PurchaseOrder['attachments'][number]) =>
    a.parentId ? parents.find((p) => p.value === a.parentId)?.label : undefined;

  const add = () => {
    const parsed = PoAttachmentForm.safeParse({
      AttachmentType: type,
      Title: title,
      Attachments: files.map((f) => f.id),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    call.mutate(purchaseOrderCalls.addAttachment({ AgreementId: order.id, ParentId: parentId, ...parsed.data }), {
      onSuccess: () => {
        setTitle('');
        setFiles([]);
      },
    });
  };
  return (
    <Stack>
      {editable && (
        <Group align="end">
          <Select
            label="Attachment for"
            value={type}
            allowDeselect={false}
            onChange={(v) => {
              setType((v ?? 'N') as AttachmentType);
              setParentId(null);
            }}
            data={(['N', 'T', 'I'] as const).map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
            w={150}
          />
          {type !== 'N' && (
            <Select label={type === 'T' ? 'Term' : 'Item'} value={parentId} onChange={setParentId} data={parents} />
          )}
          <TextInput label="Attachment title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <AttachmentsField label="File" value={files} onChange={(list) => setFiles(list.slice(-1))} />
          <Button onClick={add} loading={call.isPending}>
            Add Attachment
          </Button>
        </Group>
      )}
      {error && <Text c="red">{error}</Text>}
      <RemovableTable
        rows={order.attachments}
        keyOf={(a) => a.id}
        headers={['For', 'Title', 'File']}
        cells={(a) => [
          `${TYPE_LABEL[a.attachmentType]}${nameOf(a) ? `: ${nameOf(a)}` : ''}`,
          a.title,
          // Fetched with the session's token: a plain link to the file would be refused.
          <AttachmentThumb key="link" attachment={{ id: a.id, link: a.link, name: a.title }} index={0} />,
        ]}
        question="Are you sure you want to delete the attachment ?"
        empty="No Attachments"
        onRemove={editable ? (a) => call.mutate(purchaseOrderCalls.removeAttachment(order.id, a.id)) : undefined}
      />
    </Stack>
  );
}
