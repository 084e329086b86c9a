import { EntityId, MemberRole } from '@samvida/machines';
import { z } from 'zod';
import { InviteePhone } from '../../common/indian-mobile.js';

const Role = z.enum(MemberRole.options, { error: 'Choose a role: Owner, Manager, Accountant or Viewer.' });

// POST api/Team/Invite {PhoneNumber, Role}.
export const InviteMemberRequest = z.object({ PhoneNumber: InviteePhone, Role });
export type InviteMemberRequest = z.output<typeof InviteMemberRequest>;

// POST api/Team/ChangeRole {MemberId, Role}.
export const ChangeMemberRoleRequest = z.object({ MemberId: EntityId, Role });
export type ChangeMemberRoleRequest = z.output<typeof ChangeMemberRoleRequest>;

// POST api/Team/Remove {MemberId}: a member, or an invitation not yet claimed.
export const RemoveMemberRequest = z.object({ MemberId: EntityId });
export type RemoveMemberRequest = z.output<typeof RemoveMemberRequest>;
