import type { AgreementActions, AgreementState, Rupees } from '@samvida/machines';
import type { PartyProfile } from '../../accounts/user-directory.service.js';

// A party as the lists show it; `usrId` null while the counterparty has no account yet.
export interface PartyName {
  usrId: string | null;
  usrName: string | null;
}

export interface AttachmentView {
  id: string;
  link: string;
}

// The spec's Remark: createdBy, description, attachments, remarkDate (plus its parent entity).
export interface RemarkView {
  id: string;
  parentId: string | null;
  createdBy: PartyName;
  byRole: string;
  description: string;
  attachments: AttachmentView[];
  remarkDate: string;
}

// One row of GetUserAgreements.
export interface AgreementListItem {
  id: string;
  agreementUID: string;
  contractType: string;
  status: string;
  statusLabel: string;
  dashboardGroup: string | null;
  // The screen the row opens.
  route: string | null;
  createdOn: string;
  updatedOn: string;
  proposalId: string | null;
  creator: PartyName;
  buyer: PartyName;
  seller: PartyName;
  counterpartyContact: string | null;
  userRole: 'buyer' | 'seller' | 'auditor';
  currency: string;
  totalValue: Rupees;
  turn: 'buyer' | 'seller' | 'both' | null;
  version: number;
}

// One row of ArchivedAgreements: a contract in the caller's archive and where its retention stands.
export interface ArchivedAgreementItem extends AgreementListItem {
  // The plan's storage ended: it stays in the archive (it cannot be taken out) until its files go.
  storageEnded: boolean;
  // When its files and PDFs are (or were) deleted; null while its storage lasts.
  filesDeleteOn: string | null;
  filesDeleted: boolean;
}

// One page of the caller's archive, newest first, and how many contracts match in all.
export interface ArchivedPage {
  items: ArchivedAgreementItem[];
  total: number;
  page: number;
  pageSize: number;
}

// GetUserAgreementDetail: the spec's Agreement entity plus what the screens need to ask the machines.
export interface AgreementDetail extends Omit<AgreementListItem, 'buyer' | 'seller'> {
  buyer: PartyProfile | null;
  seller: PartyProfile | null;
  contractDuration: number;
  ldPercent: string;
  ldDays: number;
  advance: string;
  deposite: Rupees;
  startDate: string | null;
  endDate: string | null;
  noticePeriod: number | null;
  communication: RemarkView[];
  // A contract raised as a purchase order keeps the order's files (none for any other contract).
  orderAttachments: (AttachmentView & { title: string })[];
  // The folded decider state: `resolve` it with the machines to show exactly the allowed actions.
  state: AgreementState;
}

// The spec's Agreement item.
export interface AgreementItemView {
  id: string;
  itemHsnCsnUin: string;
  itemTitle: string;
  itemDescription: string;
  itemQuantity: string;
  itemTax: string;
  itemStatus: string;
  itemStatusLabel: string;
  currency: string;
  unit: string;
  // What keeps the item off a valid e-invoice (a code, title or unit entered before the rules): shown as a warning.
  problems: string[];
  sellerRate: Rupees | null;
  buyerRate: Rupees | null;
  sellerItemCompletion: number | null;
  buyerItemCompletion: number | null;
  communication: RemarkView[];
}

// The spec's Agreement term; `termType` says whose term it is.
export interface AgreementTermView {
  id: string;
  termTitle: string;
  termTxt: string;
  termStatus: string;
  termStatusLabel: string;
  termType: 'Buyer' | 'Seller';
  isPaymentTerm: boolean;
  attachments: AttachmentView[];
  communication: RemarkView[];
}

export type AvailableActionsView = AgreementActions;
