import { Entity, PrimaryColumn } from 'typeorm';

// An upload attached to an agreement or proposal stream: that stream's parties may read it.
@Entity('upload_streams')
export class UploadStream {
  @PrimaryColumn('uuid', { name: 'upload_id' })
  uploadId: string;

  @PrimaryColumn('text', { name: 'stream_id' })
  streamId: string;
}
