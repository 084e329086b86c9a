import type { TermTypeName } from '@samvida/machines';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// A user's reusable group of terms, for selling or for buying (spec §3 "Term group").
@Entity('term_groups')
export class TermGroup {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'owner_id' })
  ownerId: string;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text', { name: 'type_name' })
  typeName: TermTypeName;

  // Exact decimal string; the spec's LDPercentOnlyForBuying.
  @Column('numeric', { name: 'ld_percent', precision: 5, scale: 2 })
  ldPercent: string;

  // The spec's LDAppliedInDaysOnlyForBuying.
  @Column('integer', { name: 'ld_days' })
  ldDays: number;

  // Exact decimal string, or null when the group sets no advance.
  @Column('numeric', { name: 'advance_percent', precision: 5, scale: 2, nullable: true })
  advancePercent: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
