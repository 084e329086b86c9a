// The spec's read shapes (contracts spec §3 "Proposal (read)", RFQ item and term, Invite, Response;
// accounts spec §4 RFQ and Invite rows) built from the read-model rows.
import {
  awardOf,
  canonicalDecimal,
  rfqListTab,
  statusLabel,
  type ProposalItemData,
  type ProposalState,
  type ProposalTermData,
} from '@samvida/machines';
import type { PartyProfile } from '../../accounts/user-directory.service.js';
import type { UploadRef } from '../../uploads/uploads.service.js';
import type { ProposalRole } from '../proposal-access.js';
import type { ProposalInviteRow } from './proposal-invite.entity.js';
import type { ProposalResponseRow } from './proposal-response.entity.js';
import type { ProposalRow } from './proposal.entity.js';

export type Profiles = Map<string, PartyProfile>;

export interface UserRef {
  usrId: string;
  usrName: string;
}

export const userRef = (userId: string, profiles: Profiles): UserRef => ({
  usrId: userId,
  usrName: profiles.get(userId)?.usrName ?? '',
});

// A row of GetUserRFQList / GetAllRFQList.
export const rfqRow = (row: ProposalRow, profiles: Profiles) => ({
  id: row.id,
  proposalUID: row.proposalUid,
  title: row.title,
  proposalStatus: row.status,
  statusLabel: statusLabel(row.status),
  tab: rfqListTab(row.status),
  createdOn: row.createdOn.toISOString(),
  owner: userRef(row.ownerId, profiles),
  inviteOnly: row.inviteOnly,
});

export const rfqItemView = (proposalId: string, item: ProposalItemData) => ({
  id: item.itemId,
  itemRfpId: proposalId,
  itemTitle: item.title,
  itemDescription: item.description,
  itemHsnCsnUin: item.hsnSac,
  itemQuantity: item.quantity,
  unit: item.unit,
});

export const rfqTermView = (proposalId: string, term: ProposalTermData, uploads: Map<string, UploadRef>) => ({
  id: term.termId,
  termTitle: term.title,
  termTxt: term.text,
  termRfpId: proposalId,
  isPaymentTerm: term.isPaymentTerm,
  attachments: term.attachmentIds.map((id) => ({
    id,
    link: uploads.get(id)?.url ?? null,
    name: uploads.get(id)?.name ?? null,
  })),
});

// Upload ids the terms of a proposal refer to.
export const attachmentIdsOf = (state: ProposalState): string[] =>
  state.proposal?.context.terms.flatMap((term) => term.attachmentIds) ?? [];

// GetProposalDetail; the folded state (every invite and response) only for the owner.
export function proposalDetailView(
  row: ProposalRow,
  role: ProposalRole,
  profiles: Profiles,
  uploads: Map<string, UploadRef>,
) {
  const { details, items, terms } = row.state.proposal!.context;
  const termViews = terms.map((term) => rfqTermView(row.id, term, uploads));
  return {
    id: row.id,
    proposalUID: row.proposalUid,
    title: details.title,
    description: details.description,
    proposalStatus: row.status,
    statusLabel: statusLabel(row.status),
    owner: userRef(row.ownerId, profiles),
    createdOn: row.createdOn.toISOString(),
    endDate: details.endDate,
    noticePeriod: details.noticePeriodDays,
    proposalCompletionInDays: details.completionDays,
    proposalLdAppliedAfterDays: details.ldDays,
    proposalLdPercent: details.ldPercent,
    inviteOnly: details.inviteOnly,
    // An awarded line is decided: the apply form leaves it out.
    lineItems: items.map((item) => ({
      ...rfqItemView(row.id, item),
      awarded: !!awardOf(row.state.proposal!.context, item.itemId),
    })),
    paymentTerms: termViews.filter((term) => term.isPaymentTerm),
    customTerms: termViews.filter((term) => !term.isPaymentTerm),
    role,
    version: row.version,
    ...(role === 'owner' ? { state: row.state } : {}),
  };
}

// A row of GetAllInvitesOfProposal (spec Invite: id, inviteUID, raisedForUser, inviteStatusId).
export const proposalInviteView = (invite: ProposalInviteRow, profiles: Profiles) => ({
  id: invite.id,
  inviteUID: invite.inviteUid,
  proposalId: invite.proposalId,
  phoneNumber: invite.phoneNumber,
  raisedForUser: invite.sellerId ? userRef(invite.sellerId, profiles) : null,
  inviteStatusId: invite.status,
  status: invite.status,
  statusLabel: statusLabel(invite.status),
  invited: invite.invited,
  createdOn: invite.createdOn.toISOString(),
});

// A row of GetAllResponseOfProposal (spec Response: id, buyer, seller, status).
export const proposalResponseView = (response: ProposalResponseRow, row: ProposalRow, profiles: Profiles) => ({
  id: response.id,
  proposalId: response.proposalId,
  agreementId: response.agreementId,
  inviteId: response.inviteId,
  buyer: userRef(row.ownerId, profiles),
  seller: userRef(response.sellerId, profiles),
  // The answer's standing is its invite's: Active when invited, Auto-accepted on an open RFQ.
  status: row.state.invites[response.inviteId]?.status ?? null,
  // As the event wrote it ("10"), like every other percent the API returns.
  advancePercent: canonicalDecimal(response.advancePercent),
  quotedTotal: response.quotedTotal,
  itemsQuoted: response.itemsQuoted,
  createdOn: response.createdOn.toISOString(),
});
