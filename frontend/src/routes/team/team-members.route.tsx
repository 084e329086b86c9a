import { Card, Stack, Text, Title } from '@mantine/core';
import { formatInr } from '@/lib/format';
import { useState } from 'react';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { type TeamMember, teamCalls, useTeam } from './api/team';
import { ApprovalRuleForm } from './components/approval-rule-form';
import { InviteForm } from './components/invite-form';
import { MembersTable } from './components/members-table';

// The confirmation before a member loses access, or an invitation is withdrawn.
const removalQuestion = (member: TeamMember) =>
  member.JoinedAt
    ? `Remove ${member.Name ?? member.PhoneNumber} from the team? They lose access to the business at once.`
    : `Withdraw the invitation of ${member.PhoneNumber}?`;

// /TeamMembers (Settings → Team Members): the business's members; its owner invites, changes roles
// and removes, everyone else reads.
export function TeamMembersRoute() {
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const change = useNotifiedCall([queryKeys.team]);

  return (
    <Stack gap="md">
      <title>Team Members · Samvida</title>
      <Title order={1}>Team Members</Title>
      {team.isError ? (
        <QueryError title="Not able to load your team" error={team.error} onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <LoadingData />
      ) : (
        <>
          <Text c="dimmed" data-testid="team-business">
            {team.data.BusinessName}
          </Text>
          {team.data.CanManage ? (
            <>
              <Card>
                <Title order={2} fz="lg" mb="sm">
                  Invite a member
                </Title>
                <InviteForm />
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="sm">
                  Two-member approval
                </Title>
                <ApprovalRuleForm key={team.data.ApprovalAbove ?? ''} approvalAbove={team.data.ApprovalAbove} />
              </Card>
            </>
          ) : (
            <Text size="sm">
              Only the business’s owner manages its team.
              {team.data.ApprovalAbove &&
                ` Contracts above ${formatInr(team.data.ApprovalAbove)} need a second member’s approval to be sent or started.`}
            </Text>
          )}
          <Card>
            <MembersTable
              members={team.data.Members}
              canManage={team.data.CanManage}
              busy={change.isPending}
              onChangeRole={(member, role) => change.mutate(teamCalls.changeRole(member.MemberId!, role))}
              onRemove={setRemoving}
            />
          </Card>
        </>
      )}
      <ConfirmDialog
        question={removing && removalQuestion(removing)}
        confirmLabel={removing?.JoinedAt ? 'Remove' : 'Withdraw'}
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && change.mutate(teamCalls.remove(removing.MemberId!), { onSettled: () => setRemoving(null) })
        }
      />
    </Stack>
  );
}
