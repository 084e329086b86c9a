import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  eInvoiceLineProblems,
  agreementRoute,
  availableAgreementActions,
  deletionDates,
  hasExecutionMove,
  statusLabel,
  type AgreementActions,
  type AgreementState,
  type AgreementStatus,
} from '@samvida/machines';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ContractPartiesService } from '../../accounts/contract-parties.service.js';
import { UserDirectoryService, type PartyProfile } from '../../accounts/user-directory.service.js';
import { Clock } from '../../common/clock.js';
import { containsPattern } from '../../common/like-pattern.js';
import { StreamParty } from '../../projections/stream-party.entity.js';
import type { PartyRole } from '../../streams/stream-access.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { AgreementError } from '../agreement.errors.js';
import { AgreementAccess } from './agreement-access.query.js';
import { AgreementItemRow } from './agreement-item.entity.js';
import { AgreementRemarkRow } from './agreement-remark.entity.js';
import { AgreementTermRow } from './agreement-term.entity.js';
import { AgreementStates } from './agreement-states.js';
import { AgreementRow } from './agreement.entity.js';
import type { ArchivedListParams } from '../archive/archive.request.js';
import type { Actor } from '../../common/auth/access-token.service.js';
import type {
  AgreementDetail,
  AgreementItemView,
  AgreementListItem,
  AgreementTermView,
  ArchivedPage,
  AttachmentView,
  PartyName,
  RemarkView,
} from './agreement.views.js';

type Names = Map<string, PartyProfile>;

// An agreement's row and the caller's role in it.
interface ListedRow {
  row: AgreementRow;
  role: PartyRole;
}

// Everything but the folded state, which only the detail and the actions need.
const LIST_COLUMNS = [
  'agreementId',
  'agreementUid',
  'version',
  'contractType',
  'status',
  'dashboardGroup',
  'creatorRole',
  'creatorId',
  'buyerId',
  'sellerId',
  'counterpartyContact',
  'sourceProposalId',
  'currency',
  'totalValue',
  'turn',
  'createdOn',
  'updatedOn',
].map((column) => `a.${column}`);

// The agreement queries. Every one checks the caller is a party first. Names of parties and
// remark authors are resolved at query time from their account ids (events hold ids only), so a
// renamed user shows the new name everywhere.
@Injectable()
export class AgreementQueries {
  constructor(
    @InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>,
    @InjectRepository(AgreementItemRow) private readonly items: Repository<AgreementItemRow>,
    @InjectRepository(AgreementTermRow) private readonly terms: Repository<AgreementTermRow>,
    @InjectRepository(AgreementRemarkRow) private readonly remarks: Repository<AgreementRemarkRow>,
    private readonly states: AgreementStates,
    private readonly access: AgreementAccess,
    private readonly directory: UserDirectoryService,
    private readonly parties: ContractPartiesService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  // The caller's agreements, newest first: discarded ones are gone from the lists, and so are those
  // in the caller's archive; a draft shows only to its creator and to auditors granted it (the
  // counterparty sees it once it is sent).
  async list(userId: string, group?: string): Promise<AgreementListItem[]> {
    const query = this.ofParty(userId)
      .andWhere('a.dashboard_group is not null')
      .andWhere(`not coalesce(${ARCHIVED_BY} ? p.role, false)`)
      .andWhere("(a.status <> 'Draft' or a.creator_id = :userId or p.role = 'auditor')", { userId });
    if (group) query.andWhere('a.dashboard_group = :group', { group });
    return this.toListItems(await this.withRoles(query));
  }

  // The caller's agreements where it is their move on the contract's execution (ActiveTxnNoteAgList):
  // an invoice, note or payment, or the advance (paying it, marking its payments), as the machines say.
  async withOpenNotes(userId: string): Promise<AgreementListItem[]> {
    const rows = await this.withRoles(
      this.ofParty(userId).andWhere(
        "(a.state_except_lines->'invoices' <> '{}'::jsonb or a.state_except_lines->'agreement'->'context' ? 'advance')",
      ),
    );
    const states = await this.states.of(rows.map(({ row }) => row.agreementId));
    return this.toListItems(rows.filter(({ row }) => hasExecutionMove(states.get(row.agreementId)!, { userId })));
  }

  // One page of the contracts in the caller's own archive (a party's; an auditor has none; a
  // discarded one is gone), newest first, matching `search` in the number, type, counterparty contact or a party's name.
  async archived(userId: string, { page, pageSize, search }: ArchivedListParams): Promise<ArchivedPage> {
    const query = this.ofParty(userId)
      .andWhere('a.dashboard_group is not null')
      .andWhere(`p.role in ('buyer', 'seller') and coalesce(${ARCHIVED_BY} ? p.role, false)`)
      .leftJoin('agreement_retention', 'r', 'r.agreement_id = a.agreement_id')
      .addSelect(['r.storage_ended_on as storage_ended_on', 'r.files_deleted_on as files_deleted_on']);
    if (search) {
      query.andWhere(
        `(a.agreement_uid ilike :like or a.contract_type ilike :like or a.counterparty_contact ilike :like
          or exists (select 1 from users u where u.id::text in (a.buyer_id, a.seller_id) and u.name ilike :like))`,
        { like: containsPattern(search) },
      );
    }
    const total = await query.getCount();
    const { entities, raw } = await query
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawAndEntities<RetentionColumns>();
    const rawOf = new Map(raw.map((columns) => [columns.a_agreement_id, columns]));
    const listed = await this.toListItems(
      entities.map((row) => ({ row, role: rawOf.get(row.agreementId)!.party_role })),
    );
    const items = listed.map((item) => ({ ...item, ...retentionOf(rawOf.get(item.id)!) }));
    return { items, total, page, pageSize };
  }

  // The caller's agreement created by applying to this proposal, if any (CheckAgreementExist).
  async ofApplication(proposalId: string, sellerId: string): Promise<AgreementListItem> {
    const [listed] = await this.withRoles(
      this.ofParty(sellerId)
        .andWhere('a.source_proposal_id = :proposalId and a.seller_id = :sellerId', { proposalId, sellerId })
        .andWhere('a.dashboard_group is not null'),
    );
    if (!listed) throw new AgreementError('AGREEMENT_NOT_FOUND');
    return (await this.toListItems([listed]))[0]!;
  }

  async detail(agreementId: string, userId: string): Promise<AgreementDetail> {
    const role = await this.access.assertParty(agreementId, userId);
    const [row, state] = await Promise.all([
      this.agreements.findOneByOrFail({ agreementId }),
      this.stateOf(agreementId),
    ]);
    const remarks = await this.remarksOf(agreementId);
    const names = await this.directory.findByIds(
      [row.creatorId, row.buyerId, row.sellerId, ...remarks.map((r) => r.authorId)].filter(isId),
    );
    const { context } = state.agreement!;
    const { buyer: _buyer, seller: _seller, ...listed } = this.toListItem({ row, role }, names);
    // A purchase order's parties are named as the order names them, exactly as on its invoices.
    const parties = await this.parties.of(state, names);
    return {
      ...listed,
      buyer: parties.buyer ?? null,
      seller: parties.seller ?? null,
      contractDuration: context.generalTerms.durationDays,
      ldPercent: context.generalTerms.ldPercent,
      ldDays: context.generalTerms.ldDays,
      advance: context.generalTerms.advancePercent,
      deposite: context.deposit,
      startDate: context.startDate,
      endDate: context.completionDate,
      noticePeriod: null,
      communication: this.remarkViews(
        remarks.filter((r) => r.parentId === null),
        names,
      ),
      orderAttachments: (state.purchaseOrder?.attachments ?? []).map((a) => ({
        id: a.attachmentId,
        title: a.title,
        link: this.uploads.urlOf(a.attachmentIds[0]!),
      })),
      state,
    };
  }

  // Every item of the agreement, or only those of `itemIds` (ids of other agreements find nothing).
  async itemsOf(agreementId: string, userId: string, itemIds?: string[]): Promise<AgreementItemView[]> {
    await this.access.assertParty(agreementId, userId);
    const [rows, remarks] = await Promise.all([
      this.items.find({ where: { agreementId, ...(itemIds && { itemId: In(itemIds) }) }, order: { position: 'ASC' } }),
      this.remarksOf(agreementId),
    ]);
    const names = await this.namesOf(remarks);
    return rows.map((item) => ({
      id: item.itemId,
      itemHsnCsnUin: item.hsnSac,
      itemTitle: item.title,
      itemDescription: item.description,
      itemQuantity: item.quantity,
      itemTax: item.taxPercent,
      itemStatus: item.status,
      itemStatusLabel: statusLabel(item.status),
      currency: item.currency,
      unit: item.unit,
      problems: eInvoiceLineProblems({ hsnSac: item.hsnSac, title: item.title, unit: item.unit }).map((p) => p.message),
      sellerRate: item.sellerRate,
      buyerRate: item.buyerRate,
      sellerItemCompletion: item.sellerCompletionDays,
      buyerItemCompletion: item.buyerCompletionDays,
      communication: this.remarkViews(
        remarks.filter((r) => r.parentId === item.itemId),
        names,
      ),
    }));
  }

  async termsOf(agreementId: string, userId: string, owner?: 'buyer' | 'seller'): Promise<AgreementTermView[]> {
    await this.access.assertParty(agreementId, userId);
    const [rows, remarks] = await Promise.all([
      this.terms.find({ where: { agreementId, ...(owner && { owner }) }, order: { position: 'ASC' } }),
      this.remarksOf(agreementId),
    ]);
    const names = await this.namesOf(remarks);
    return rows.map((term) => ({
      id: term.termId,
      termTitle: term.title,
      termTxt: term.text,
      termStatus: term.status,
      termStatusLabel: statusLabel(term.status),
      termType: term.owner === 'buyer' ? 'Buyer' : 'Seller',
      isPaymentTerm: term.isPaymentTerm,
      attachments: this.attachments(term.attachmentIds),
      communication: this.remarkViews(
        remarks.filter((r) => r.parentId === term.termId),
        names,
      ),
    }));
  }

  // Exactly what the machines let the caller do now (the web app shows these and no others).
  async availableActions(agreementId: string, actor: Actor): Promise<AgreementActions> {
    await this.access.assertParty(agreementId, actor.userId);
    return availableAgreementActions(await this.stateOf(agreementId), actor);
  }

  // The agreement's whole folded state, lines included.
  private async stateOf(agreementId: string): Promise<AgreementState> {
    const state = await this.states.one(agreementId);
    if (!state) throw new AgreementError('AGREEMENT_NOT_FOUND');
    return state;
  }

  // The caller's contracts; one they audit only while the grant lasts (its last day included), by
  // the same day AuditorGate reads from the clock, so an ended grant leaves the lists at once.
  private ofParty(userId: string): SelectQueryBuilder<AgreementRow> {
    const today = this.clock.now().toISOString().slice(0, 10);
    return this.agreements
      .createQueryBuilder('a')
      .select(LIST_COLUMNS)
      .innerJoin(StreamParty, 'p', "p.stream_id = 'agreement-' || a.agreement_id and p.user_id = :userId", { userId })
      .andWhere(
        `(p.role <> 'auditor' or exists (select 1 from auditor_grants g where g.agreement_id = a.agreement_id
          and g.auditor_id = :userId and (g.until is null or g.until >= :today)))`,
        { today },
      )
      .addSelect('p.role', 'party_role')
      .orderBy('a.created_on', 'DESC');
  }

  // The rows with the caller's role in each, from the membership the query joined on: a counterparty
  // who just joined is a member before the row's buyer and seller columns show it.
  private async withRoles(query: SelectQueryBuilder<AgreementRow>): Promise<ListedRow[]> {
    const { entities, raw } = await query.getRawAndEntities<{ a_agreement_id: string; party_role: PartyRole }>();
    const roles = new Map(raw.map((columns) => [columns.a_agreement_id, columns.party_role]));
    return entities.map((row) => ({ row, role: roles.get(row.agreementId)! }));
  }

  private async toListItems(rows: ListedRow[]): Promise<AgreementListItem[]> {
    const names = await this.directory.findByIds(
      rows.flatMap(({ row }) => [row.creatorId, row.buyerId, row.sellerId]).filter(isId),
    );
    return rows.map((listed) => this.toListItem(listed, names));
  }

  private toListItem({ row, role }: ListedRow, names: Names): AgreementListItem {
    return {
      id: row.agreementId,
      agreementUID: row.agreementUid,
      contractType: row.contractType,
      status: row.status,
      statusLabel: statusLabel(row.status),
      dashboardGroup: row.dashboardGroup,
      route: agreementRoute(row.status as AgreementStatus, row.sourceProposalId !== null),
      createdOn: row.createdOn.toISOString(),
      updatedOn: row.updatedOn.toISOString(),
      proposalId: row.sourceProposalId,
      creator: nameOf(row.creatorId, names),
      buyer: nameOf(row.buyerId, names),
      seller: nameOf(row.sellerId, names),
      counterpartyContact: row.counterpartyContact,
      userRole: role,
      currency: row.currency,
      totalValue: row.totalValue,
      turn: row.turn,
      version: row.version,
    };
  }

  private remarksOf(agreementId: string): Promise<AgreementRemarkRow[]> {
    return this.remarks.find({ where: { agreementId }, order: { streamVersion: 'ASC' } });
  }

  private namesOf(remarks: AgreementRemarkRow[]): Promise<Names> {
    return this.directory.findByIds(remarks.map((r) => r.authorId));
  }

  private remarkViews(remarks: AgreementRemarkRow[], names: Names): RemarkView[] {
    return remarks.map((remark) => ({
      id: remark.remarkId,
      parentId: remark.parentId,
      createdBy: nameOf(remark.authorId, names),
      byRole: remark.byRole,
      description: remark.text,
      attachments: this.attachments(remark.attachmentIds),
      remarkDate: remark.createdOn.toISOString(),
    }));
  }

  private attachments(ids: string[]): AttachmentView[] {
    return ids.map((id) => ({ id, link: this.uploads.urlOf(id) }));
  }
}

const isId = (id: string | null): id is string => !!id;

// The parties whose archive holds the agreement, in its stored state (the machines' archivedBy).
const ARCHIVED_BY = "(a.state_except_lines->'agreement'->'context'->'archivedBy')";

interface RetentionColumns {
  a_agreement_id: string;
  party_role: PartyRole;
  storage_ended_on: Date | null;
  files_deleted_on: Date | null;
}

const retentionOf = ({ storage_ended_on: ended, files_deleted_on: deleted }: RetentionColumns) => ({
  storageEnded: ended !== null,
  filesDeleteOn: (deleted ?? (ended && deletionDates(ended).deleteOn))?.toISOString() ?? null,
  filesDeleted: deleted !== null,
});

const nameOf = (userId: string | null, names: Names): PartyName => ({
  usrId: userId,
  usrName: (userId && names.get(userId)?.usrName) || null,
});
