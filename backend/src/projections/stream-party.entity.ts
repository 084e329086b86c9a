import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// Who may see a stream: its buyer, seller, invitees or granted auditors.
@Entity('stream_parties')
export class StreamParty {
  @PrimaryColumn('text', { name: 'stream_id' })
  streamId: string;

  @PrimaryColumn('text', { name: 'user_id' })
  @Index('stream_parties_user')
  userId: string;

  @Column('text')
  role: string;
}
