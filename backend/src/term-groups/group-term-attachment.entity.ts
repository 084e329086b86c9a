import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// An uploaded file attached to a term of a group; the file itself belongs to uploads.
@Entity('group_term_attachments')
export class GroupTermAttachment {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'term_id' })
  termId: string;

  @Column('uuid', { name: 'upload_id' })
  uploadId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
