import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { useMemberMay } from '@/lib/use-member-may';
import { type TermGroup, termGroupCalls, useTermGroups } from './api/term-groups';
import { TermGroupForm } from './components/term-group-form';
import { TermGroupList } from './components/term-group-list';

// /userTerms: reusable groups of terms, added to a contract in one step.
export function UserTermsRoute() {
  const groups = useTermGroups();
  const [editing, setEditing] = useState<TermGroup | null>(null);
  const [removing, setRemoving] = useState<TermGroup | null>(null);
  const remove = useNotifiedCall([queryKeys.termGroups], 'Deleted successfully');
  const mayChange = useMemberMay('negotiate');

  return (
    <Stack gap="md">
      <title>Term Groups · Samvida</title>
      <Title order={1}>Term Groups</Title>
      <Text c="dimmed">Save the terms you use again and again; a draft agreement takes a whole group at once.</Text>
      {mayChange && (
        <Card>
          <Title order={2} fz="lg" mb="sm">
            {editing ? `Edit '${editing.groupName}'` : 'New term group'}
          </Title>
          <TermGroupForm key={editing?.groupId ?? 'new'} group={editing} onDone={() => setEditing(null)} />
        </Card>
      )}
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Your term groups
        </Title>
        {groups.isError ? (
          <QueryError
            title="Not able to load your term groups"
            error={groups.error}
            onRetry={() => void groups.refetch()}
          />
        ) : !groups.data ? (
          <LoadingData />
        ) : (
          <TermGroupList
            groups={groups.data}
            {...(mayChange && {
              onEdit: (group: TermGroup) => {
                setEditing(group);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              },
              onRemove: setRemoving,
            })}
          />
        )}
      </Card>
      <ConfirmDialog
        question={removing && 'Are you sure you want to delete this term group?'}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(termGroupCalls.remove(removing.groupId), {
            onSettled: () => setRemoving(null),
            onSuccess: () => editing?.groupId === removing.groupId && setEditing(null),
          })
        }
      />
    </Stack>
  );
}
