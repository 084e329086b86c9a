import type { AgreementState } from '@samvida/machines';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// One agreement: the columns its lists filter and show, and the folded decider state but for its lines.
@Entity('agreements')
export class AgreementRow {
  @PrimaryColumn('uuid', { name: 'agreement_id' })
  agreementId: string;

  // Human id, `AG-000001`, numbered in the order agreements were drafted.
  @Column('text', { name: 'agreement_uid' })
  agreementUid: string;

  // The stream version applied last; the projector skips events at or below it.
  @Column('integer')
  version: number;

  @Column('text', { name: 'contract_type' })
  contractType: string;

  @Column('text')
  status: string;

  // The dashboard tab (Draft, Proposed, Active, Expired); null once discarded.
  @Column('text', { name: 'dashboard_group', nullable: true })
  dashboardGroup: string | null;

  @Column('text', { name: 'creator_role' })
  creatorRole: 'buyer' | 'seller';

  @Column('text', { name: 'creator_id' })
  creatorId: string;

  @Column('text', { name: 'buyer_id', nullable: true })
  buyerId: string | null;

  @Column('text', { name: 'seller_id', nullable: true })
  sellerId: string | null;

  // The phone or e-mail the counterparty was sent the contract on.
  @Column('text', { name: 'counterparty_contact', nullable: true })
  counterpartyContact: string | null;

  @Column('uuid', { name: 'source_proposal_id', nullable: true })
  sourceProposalId: string | null;

  @Column('text')
  currency: string;

  // Exact rupees ("1234.50").
  @Column('numeric', { name: 'total_value', precision: 18, scale: 2 })
  totalValue: string;

  // Who has a negotiation move now.
  @Column('text', { nullable: true })
  turn: 'buyer' | 'seller' | 'both' | null;

  // Transaction notes not completed yet.
  @Column('integer', { name: 'open_note_count' })
  openNoteCount: number;

  @Column('date', { name: 'start_date', nullable: true })
  startDate: string | null;

  @Column('date', { name: 'completion_date', nullable: true })
  completionDate: string | null;

  @Column('timestamptz', { name: 'created_on' })
  createdOn: Date;

  @Column('timestamptz', { name: 'updated_on' })
  updatedOn: Date;

  // The folded decider state but for its lines (`items` and `terms` are empty): each line's is in
  // its row of agreement_items or agreement_terms. `AgreementStates` puts them together. Not
  // loaded unless asked for.
  @Column('jsonb', { name: 'state_except_lines', select: false })
  stateExceptLines: AgreementState;
}
