import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '@samvida/machines';

// The role select's options, in the machines' order (Owner, Manager, Accountant, Viewer).
export const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

// What each role may do, in the words of machines/rules/team-roles.ts.
export const ROLE_HINTS: Record<MemberRole, string> = {
  owner: 'Everything, including the team, the plan and the business profile.',
  manager: 'Drafts and negotiates contracts, RFQs and purchase orders, signs, and comments.',
  accountant: 'Invoices, transaction notes and payments, and comments.',
  viewer: 'Reads everything, changes nothing.',
};
