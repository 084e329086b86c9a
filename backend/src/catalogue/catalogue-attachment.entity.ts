import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// An uploaded file attached to a catalogue item; the file itself belongs to uploads.
@Entity('catalogue_item_attachments')
export class CatalogueAttachment {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'item_id' })
  itemId: string;

  @Column('uuid', { name: 'upload_id' })
  uploadId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
