import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNotifiedCall, type ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import type { AttachmentRef } from '@/components/attachments/attachment-thumbs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { useMemberMay } from '@/lib/use-member-may';
import { type CatalogueItem, catalogueCalls, useCatalogue } from './api/catalogue';
import { CatalogueForm } from './components/catalogue-form';
import { CatalogueList } from './components/catalogue-list';

// The spec asks the same question before deleting an item or one of its attachments.
const CONFIRM = 'Are you sure you want to delete the attachment ?';

// /userItems: the user's catalogue of items to sell and to buy.
export function UserItemsRoute() {
  const catalogue = useCatalogue();
  const [editing, setEditing] = useState<CatalogueItem | null>(null);
  const [removal, setRemoval] = useState<{ call: ApiCall; itemId?: string } | null>(null);
  const remove = useNotifiedCall([queryKeys.catalogue], 'Deleted successfully');
  const mayChange = useMemberMay('negotiate');

  return (
    <Stack gap="md">
      <title>Create catalog · Samvida</title>
      <Title order={1}>Create catalog</Title>
      <Text c="dimmed">
        Keep the items you sell and buy, with their codes, rates and files, ready for your contracts.
      </Text>
      {mayChange && (
        <Card>
          <Title order={2} fz="lg" mb="sm">
            {editing ? `Edit '${editing.itemTitle || 'Untitled item'}'` : 'New item'}
          </Title>
          <CatalogueForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
        </Card>
      )}
      {catalogue.isError ? (
        <QueryError
          title="Not able to load your catalogue"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !catalogue.data ? (
        <LoadingData />
      ) : (
        (
          [
            ['Sell List', catalogue.data.seller],
            ['Buy List', catalogue.data.buyer],
          ] as const
        ).map(([title, items]) => (
          <Card key={title}>
            <CatalogueList
              title={title}
              items={items}
              {...(mayChange && {
                onEdit: (item: CatalogueItem) => {
                  setEditing(item);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                },
                onRemove: (item: CatalogueItem) =>
                  setRemoval({ call: catalogueCalls.remove(item.id), itemId: item.id }),
                onRemoveAttachment: (item: CatalogueItem, attachment: AttachmentRef) =>
                  setRemoval({ call: catalogueCalls.removeAttachment(attachment.id, item.id) }),
              })}
            />
          </Card>
        ))
      )}
      <ConfirmDialog
        question={removal && CONFIRM}
        busy={remove.isPending}
        onClose={() => setRemoval(null)}
        onConfirm={() =>
          removal &&
          remove.mutate(removal.call, {
            onSettled: () => setRemoval(null),
            // An item removed while being edited can no longer be saved.
            onSuccess: () => removal.itemId === editing?.id && setEditing(null),
          })
        }
      />
    </Stack>
  );
}
