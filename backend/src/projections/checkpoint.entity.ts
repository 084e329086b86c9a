import { Column, Entity, PrimaryColumn } from 'typeorm';

// How far each projection has applied the global feed; saved in the same transaction as its writes.
@Entity('projection_checkpoints')
export class ProjectionCheckpoint {
  @PrimaryColumn('text')
  projection: string;

  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  position: number;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
