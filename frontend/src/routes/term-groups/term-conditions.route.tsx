import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiCall } from '@/api/notified-call';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import type { AttachmentRef } from '@/components/attachments/attachment-thumbs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { useMemberMay } from '@/lib/use-member-may';
import { type GroupTerm, groupTermCalls, useGroupTerms } from './api/group-terms';
import { type TermGroup, useTermGroups } from './api/term-groups';
import { GroupTermForm } from './components/group-term-form';
import { GroupTermList } from './components/group-term-list';

// /TermConditions?groupId= : the terms of one term group.
export function TermConditionsRoute() {
  const groupId = useSearchParams()[0].get('groupId') ?? '';
  const groups = useTermGroups();
  const group = groups.data?.find((candidate) => candidate.groupId === groupId);
  return (
    <Stack gap="md">
      <title>Terms in Group · Samvida</title>
      <Title order={1}>Terms in Group</Title>
      <Anchor component={Link} to="/userTerms" size="sm">
        ← All term groups
      </Anchor>
      {groups.isError ? (
        <QueryError
          title="Not able to load the term group"
          error={groups.error}
          onRetry={() => void groups.refetch()}
        />
      ) : !groups.data ? (
        <LoadingData />
      ) : group ? (
        <GroupTerms group={group} />
      ) : (
        <Text c="red.8" role="alert">
          This term group was not found.
        </Text>
      )}
    </Stack>
  );
}

function GroupSummary({ group }: { group: TermGroup }) {
  return (
    <Card>
      <Group gap="xs">
        <Title order={2} fz="lg">
          {group.groupName}
        </Title>
        <Badge variant="light" c="brand.9" tt="none">
          {group.typeName}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {group.description}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        LD {group.ldPercentOnlyForBuying}% after {group.ldAppliedInDaysOnlyForBuying} days (for buying)
        {group.advancePercent !== null && ` · ${group.advancePercent}% advance`}
      </Text>
    </Card>
  );
}

function GroupTerms({ group }: { group: TermGroup }) {
  const terms = useGroupTerms(group.groupId);
  const [editing, setEditing] = useState<GroupTerm | null>(null);
  const [removal, setRemoval] = useState<{ call: ApiCall; question: string; termId?: string } | null>(null);
  const remove = useNotifiedCall([queryKeys.groupTerms(group.groupId)], 'Deleted successfully');
  const mayChange = useMemberMay('negotiate');

  return (
    <>
      <GroupSummary group={group} />
      {mayChange && (
        <Card>
          <Title order={2} fz="lg" mb="sm">
            {editing ? `Edit '${editing.termTitle}'` : 'New term'}
          </Title>
          <GroupTermForm
            key={editing?.id ?? 'new'}
            groupId={group.groupId}
            term={editing}
            onDone={() => setEditing(null)}
          />
        </Card>
      )}
      <Card>
        <Title order={2} fz="lg" mb="sm">
          Terms
        </Title>
        {terms.isError ? (
          <QueryError title="Not able to load the terms" error={terms.error} onRetry={() => void terms.refetch()} />
        ) : !terms.data ? (
          <LoadingData />
        ) : (
          <GroupTermList
            terms={terms.data}
            {...(mayChange && {
              onEdit: setEditing,
              onRemove: (term: GroupTerm) =>
                setRemoval({
                  call: groupTermCalls.remove(term.id),
                  question: 'Are you sure you want to delete the term ?',
                  termId: term.id,
                }),
              onRemoveAttachment: (attachment: AttachmentRef) =>
                setRemoval({
                  call: groupTermCalls.removeAttachment(attachment.id),
                  question: 'Are you sure you want to delete the attachment ?',
                }),
            })}
          />
        )}
      </Card>
      <ConfirmDialog
        question={removal?.question ?? null}
        busy={remove.isPending}
        onClose={() => setRemoval(null)}
        onConfirm={() =>
          removal &&
          remove.mutate(removal.call, {
            onSettled: () => setRemoval(null),
            onSuccess: () => removal.termId === editing?.id && setEditing(null),
          })
        }
      />
    </>
  );
}
