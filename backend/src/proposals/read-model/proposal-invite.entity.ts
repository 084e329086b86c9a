import type { InviteStatus } from '@samvida/machines';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// One invite of a seller to an RFQ, by phone, with the account it names once known.
@Entity('proposal_invites')
export class ProposalInviteRow {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'proposal_id' })
  @Index('proposal_invites_proposal')
  proposalId: string;

  // e.g. INV-5B1D0C2E (derived from the id).
  @Column('text', { name: 'invite_uid' })
  inviteUid: string;

  @Column('text', { name: 'phone_number', nullable: true })
  phoneNumber: string | null;

  @Column('text', { name: 'seller_id', nullable: true })
  @Index('proposal_invites_seller')
  sellerId: string | null;

  @Column('text')
  status: InviteStatus;

  // False for the invite recorded when a seller applies to an open RFQ uninvited.
  @Column('boolean')
  invited: boolean;

  @Column('timestamptz', { name: 'created_on' })
  createdOn: Date;
}
