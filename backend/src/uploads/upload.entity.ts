import { Column, Entity, PrimaryColumn } from 'typeorm';

// A file a user uploaded; the bytes live in the configured storage under `storageKey`.
@Entity('uploads')
export class Upload {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'owner_id' })
  ownerId: string;

  // Sanitised display name; its extension is the one of the detected type.
  @Column('text')
  name: string;

  // Detected from the content, never taken from the client.
  @Column('text', { name: 'mime_type' })
  mimeType: string;

  @Column('integer')
  size: number;

  @Column('text', { name: 'storage_key' })
  storageKey: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  // Set when its bytes were deleted with its contract's files (the row stays for the history's links).
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
