// What each member of a business may do. A business is the account that registered it (its owner);
// members invited by phone act for it with a role. The backend's route guard and the deciders both
// ask `memberMay`, so a screen offers exactly what the API accepts.
import { z } from 'zod';
import type { AgreementCommandInput } from '../commands/agreement.commands.js';
import type { ProposalCommandInput } from '../commands/proposal.commands.js';
import type { Rupees } from './money.js';

export const MEMBER_ROLES = ['owner', 'manager', 'accountant', 'viewer'] as const;
export const MemberRole = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof MemberRole>;

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  accountant: 'Accountant',
  viewer: 'Viewer',
};

/**
 * What a route or command needs: `negotiate` drafts, RFQs, lines, terms and purchase orders;
 * `sign` signs, starts and ends contracts; `finance` invoices, notes and payments; `comment`
 * remarks and attachments; `members`, `plan` and `business` are the owner's settings.
 */
export const CAPABILITIES = ['negotiate', 'sign', 'finance', 'comment', 'members', 'plan', 'business'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ROLE_CAPABILITIES: Record<MemberRole, readonly Capability[]> = {
  owner: CAPABILITIES,
  manager: ['negotiate', 'sign', 'comment'],
  accountant: ['finance', 'comment'],
  viewer: [],
};

/** Whether a member with `role` may do what `capability` covers (everyone may read). */
export const roleMay = (role: MemberRole, capability: Capability): boolean =>
  ROLE_CAPABILITIES[role].includes(capability);

type AgreementCommandType = AgreementCommandInput['type'];
type ProposalCommandType = ProposalCommandInput['type'];

// Timers and the retention sweep act as the system, never as a member.
const SYSTEM = 'system' as const;

const AGREEMENT_COMMAND_NEEDS: Record<AgreementCommandType, Capability | typeof SYSTEM> = {
  DraftAgreement: 'negotiate',
  JoinAgreement: 'negotiate',
  GrantAuditorAccess: 'negotiate',
  RevokeAuditorAccess: 'negotiate',
  UpdateB2CContract: 'negotiate',
  RejectAgreement: 'negotiate',
  NegotiateAgreement: 'negotiate',
  AcceptAgreement: 'negotiate',
  DiscardAgreement: 'negotiate',
  ArchiveAgreement: 'negotiate',
  UnarchiveAgreement: 'negotiate',
  ApproveAgreement: 'sign',
  AddAgreementItem: 'negotiate',
  UpdateAgreementItem: 'negotiate',
  RemoveAgreementItem: 'negotiate',
  WithdrawAwardedItems: 'negotiate',
  NegotiateItem: 'negotiate',
  AcceptItem: 'negotiate',
  AddAgreementTerm: 'negotiate',
  AddAgreementTerms: 'negotiate',
  UpdateAgreementTerm: 'negotiate',
  DeleteAgreementTerm: 'negotiate',
  NegotiateTerm: 'negotiate',
  AcceptTerm: 'negotiate',
  SetPurchaseOrderDetails: 'negotiate',
  AddPoTax: 'negotiate',
  RemovePoTax: 'negotiate',
  AddPoPayment: 'negotiate',
  RemovePoPayment: 'negotiate',
  AddPoAttachment: 'negotiate',
  RemovePoAttachment: 'negotiate',
  RequireSignatures: 'negotiate',
  FixContractDocument: 'sign',
  SignContract: 'sign',
  StartAgreement: 'sign',
  StartContract: 'sign',
  CompleteAgreement: 'sign',
  CloseAgreement: 'sign',
  RemarkAgreement: 'comment',
  MakeInvoice: 'finance',
  UpdateInvoice: 'finance',
  UpdateInvoiceItem: 'finance',
  PublishInvoice: 'finance',
  NumberInvoice: 'finance',
  IssueCreditNote: 'finance',
  GenerateTxnNote: 'finance',
  UpdateTxnNote: 'finance',
  PublishTxnNote: 'finance',
  NegotiateTxnNote: 'finance',
  AcceptTxnNote: 'finance',
  CompleteTxnNote: 'finance',
  UpdateTxnNoteItem: 'finance',
  NegotiateTxnNoteItem: 'finance',
  AcceptTxnNoteItem: 'finance',
  MakePayment: 'finance',
  PayAdvance: 'finance',
  MarkPaymentReceived: 'finance',
  MarkPaymentNotReceived: 'finance',
  RespondToPayment: 'finance',
  ExpireAgreement: SYSTEM,
  EndAgreementStorage: SYSTEM,
  DeleteAgreementFiles: SYSTEM,
};

const PROPOSAL_COMMAND_NEEDS: Record<ProposalCommandType, Capability | typeof SYSTEM> = {
  SaveRFQ: 'negotiate',
  AddRFQItem: 'negotiate',
  DeleteRFQItem: 'negotiate',
  AddRFQTerm: 'negotiate',
  DeleteRFQTerm: 'negotiate',
  StartRFQ: 'negotiate',
  CloseProposal: 'negotiate',
  CompleteProposal: 'negotiate',
  SendInvite: 'negotiate',
  SendBulkInvite: 'negotiate',
  DeclineInvite: 'negotiate',
  AttachInvite: 'negotiate',
  WithdrawInvite: 'negotiate',
  ApplyForProposal: 'negotiate',
  AwardLines: 'negotiate',
  ExpireProposal: SYSTEM,
  RecordAwardNotApplied: SYSTEM,
};

/**
 * Who acts, as far as the business goes: a member's role (none for timers), and the amount above
 * which the business asks for a second member's approval to send or start a contract.
 */
export interface MemberActor {
  memberRole?: MemberRole;
  approvalAbove?: Rupees;
}

/** Whether `actor` may run a contract or RFQ command of `type` (an owner or a timer always may). */
export function memberMayRun(actor: MemberActor, type: AgreementCommandType | ProposalCommandType): boolean {
  if (!actor.memberRole) return true;
  const needs =
    (AGREEMENT_COMMAND_NEEDS as Record<string, Capability | typeof SYSTEM>)[type] ??
    (PROPOSAL_COMMAND_NEEDS as Record<string, Capability | typeof SYSTEM>)[type];
  return needs !== undefined && needs !== SYSTEM && roleMay(actor.memberRole, needs);
}

/** The refusal a member hears for an action their role does not allow. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role in this business does not allow this. Ask its owner.';
