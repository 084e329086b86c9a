import { Column, Entity, PrimaryColumn } from 'typeorm';

// Hits of one key (action + IP or contact) in one fixed window; shared by every API instance.
@Entity('rate_limit_counters')
export class RateLimitCounter {
  @PrimaryColumn('text')
  key: string;

  @PrimaryColumn('timestamptz', { name: 'window_start' })
  windowStart: Date;

  @Column('integer')
  hits: number;
}
