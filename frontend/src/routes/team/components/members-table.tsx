import { Badge, Button, Select, Table, Text } from '@mantine/core';
import { MEMBER_ROLE_LABELS, type MemberRole } from '@samvida/machines';
import { formatDate } from '@/lib/format';
import type { TeamMember } from '../api/team';
import { ROLE_OPTIONS } from './role-options';

interface MembersTableProps {
  members: TeamMember[];
  // Only the owner changes roles and removes; everyone else reads.
  canManage: boolean;
  busy: boolean;
  onChangeRole: (member: TeamMember, role: MemberRole) => void;
  onRemove: (member: TeamMember) => void;
}

const STATUS_COLOR: Record<TeamMember['Status'], string> = { Owner: 'brand', Active: 'green', Invited: 'saffron' };

// When the row's person joined, or when the invitation went out.
const sinceOf = (member: TeamMember): string =>
  member.JoinedAt
    ? `Joined ${formatDate(member.JoinedAt)}`
    : member.InvitedAt
      ? `Invited ${formatDate(member.InvitedAt)}`
      : '—';

const nameOf = (member: TeamMember) => member.Name ?? 'Invited';

export function MembersTable({ members, canManage, busy, onChangeRole, onRemove }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label="Team members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Since</Table.Th>
            {canManage && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            // The business's own account (its owner) is neither changed nor removed.
            const memberId = member.MemberId;
            return (
              <Table.Tr key={memberId ?? 'owner'} data-testid="team-member-row">
                <Table.Td fw={member.Name ? 600 : undefined} c={member.Name ? undefined : 'dimmed'}>
                  {nameOf(member)}
                </Table.Td>
                <Table.Td>{member.PhoneNumber}</Table.Td>
                <Table.Td>
                  {canManage && memberId ? (
                    <Select
                      size="xs"
                      w={150}
                      aria-label={`Role of ${member.PhoneNumber}`}
                      data={ROLE_OPTIONS}
                      value={member.Role}
                      allowDeselect={false}
                      disabled={busy}
                      onChange={(role) => role && role !== member.Role && onChangeRole(member, role as MemberRole)}
                    />
                  ) : (
                    MEMBER_ROLE_LABELS[member.Role]
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[member.Status]}>
                    {member.Status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{sinceOf(member)}</Text>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    {memberId && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => onRemove(member)}
                        aria-label={`${member.JoinedAt ? 'Remove' : 'Withdraw the invitation of'} ${member.PhoneNumber}`}
                      >
                        {member.JoinedAt ? 'Remove' : 'Withdraw invitation'}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
