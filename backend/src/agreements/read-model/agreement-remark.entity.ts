import { Column, Entity, PrimaryColumn } from 'typeorm';

// A remark on an agreement (`parentId` null) or on one of its items, terms or notes.
@Entity('agreement_remarks')
export class AgreementRemarkRow {
  @PrimaryColumn('uuid', { name: 'remark_id' })
  remarkId: string;

  @Column('uuid', { name: 'agreement_id' })
  agreementId: string;

  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId: string | null;

  @Column('integer', { name: 'stream_version' })
  streamVersion: number;

  @Column('text', { name: 'by_role' })
  byRole: string;

  @Column('text', { name: 'author_id' })
  authorId: string;

  @Column('text')
  text: string;

  @Column('jsonb', { name: 'attachment_ids' })
  attachmentIds: string[];

  @Column('timestamptz', { name: 'created_on' })
  createdOn: Date;
}
