import { Amount, EntityId, MemberRole, compareDecimals } from '@samvida/machines';
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

const APPROVAL_AMOUNT_MESSAGE = 'Enter the amount above which two members must approve, more than ₹0.';

// POST api/Team/ApprovalRule {AmountAbove}: contracts worth more need a second member's approval to be
// sent or started; null stops asking.
export const SetApprovalRuleRequest = z.object({
  AmountAbove: Amount.refine((amount) => compareDecimals(amount, 0) > 0, { error: APPROVAL_AMOUNT_MESSAGE }).nullable(),
});
export type SetApprovalRuleRequest = z.output<typeof SetApprovalRuleRequest>;
