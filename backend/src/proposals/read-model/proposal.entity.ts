import type { ProposalState, ProposalStatus } from '@samvida/machines';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// One RFQ: list columns plus the folded stream state the detail screens and actions read.
@Entity('proposals')
export class ProposalRow {
  @PrimaryColumn('uuid')
  id: string;

  // Shown as the RFQ's number, e.g. RFQ-3F0C9A1B (derived from the id, so a rebuild keeps it).
  @Column('text', { name: 'proposal_uid' })
  proposalUid: string;

  @Column('text', { name: 'owner_id' })
  ownerId: string;

  @Column('text')
  status: ProposalStatus;

  @Column('text')
  title: string;

  @Column('boolean', { name: 'invite_only' })
  inviteOnly: boolean;

  @Column('timestamptz', { name: 'created_on' })
  createdOn: Date;

  @Column('timestamptz', { name: 'updated_on' })
  updatedOn: Date;

  // The stream version last applied: events at or below it are skipped on replay.
  @Column('integer')
  version: number;

  @Column('jsonb')
  state: ProposalState;
}
