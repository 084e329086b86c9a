import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// A seller's answer to an RFQ and the draft agreement it created. Amounts are exact strings.
@Entity('proposal_responses')
export class ProposalResponseRow {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'proposal_id' })
  @Index('proposal_responses_proposal')
  proposalId: string;

  @Column('text', { name: 'seller_id' })
  sellerId: string;

  @Column('uuid', { name: 'invite_id' })
  inviteId: string;

  @Column('uuid', { name: 'agreement_id' })
  agreementId: string;

  @Column('numeric', { name: 'advance_percent', precision: 5, scale: 2 })
  advancePercent: string;

  // Sum of the quoted lines: quantity × rate plus tax, each line by the tax rule (machines gst.rules).
  @Column('numeric', { name: 'quoted_total', precision: 18, scale: 2 })
  quotedTotal: string;

  @Column('integer', { name: 'items_quoted' })
  itemsQuoted: number;

  @Column('timestamptz', { name: 'created_on' })
  createdOn: Date;
}
