import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// A user's paid plan and the period it covers; past `periodEnd` the user is on Free again.
@Entity('subscriptions')
export class Subscription {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('integer', { name: 'plan_id' })
  planId: number;

  @Column('timestamptz', { name: 'period_start' })
  periodStart: Date;

  @Column('timestamptz', { name: 'period_end' })
  periodEnd: Date;

  // When the ended plan was replaced by Free on the user's profile; null while it is in force.
  @Column('timestamptz', { name: 'expired_at', nullable: true })
  expiredAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
