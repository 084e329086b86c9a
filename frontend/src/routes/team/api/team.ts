import { MEMBER_ROLES, type MemberRole } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

const Role = z.enum(MEMBER_ROLES);

const TeamMember = z.object({
  // Null for the business's own account (its owner), which is neither changed nor removed.
  MemberId: z.nullable(z.string()),
  Name: z.nullable(z.string()),
  PhoneNumber: z.string(),
  Role,
  Status: z.enum(['Owner', 'Active', 'Invited']),
  InvitedAt: z.nullable(z.string()),
  JoinedAt: z.nullable(z.string()),
});
export type TeamMember = z.output<typeof TeamMember>;

// GET api/Team/Members: the caller's business, its members and pending invitations.
const Team = z.object({
  BusinessName: z.string(),
  MyRole: Role,
  CanManage: z.boolean(),
  // Contracts worth more need a second member's approval to be sent or started; null: never.
  ApprovalAbove: z.nullable(z.string()),
  Members: z.array(TeamMember),
});

export function useTeam() {
  return useQuery({ queryKey: queryKeys.team, queryFn: () => apiGet('Team/Members', Team) });
}

// The owner's changes; each answers a message the screen notifies.
export const teamCalls = {
  invite: (PhoneNumber: string, Role: MemberRole): ApiCall => ({
    path: 'Team/Invite',
    method: 'POST',
    body: { PhoneNumber, Role },
  }),
  changeRole: (MemberId: string, Role: MemberRole): ApiCall => ({
    path: 'Team/ChangeRole',
    method: 'POST',
    body: { MemberId, Role },
  }),
  remove: (MemberId: string): ApiCall => ({ path: 'Team/Remove', method: 'POST', body: { MemberId } }),
  // null stops asking for a second approval.
  setApprovalRule: (AmountAbove: string | null): ApiCall => ({
    path: 'Team/ApprovalRule',
    method: 'POST',
    body: { AmountAbove },
  }),
};
