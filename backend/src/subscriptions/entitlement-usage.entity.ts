import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { paiseColumn } from './paise.transformer.js';

export type UsageKind = 'contract' | 'attachment' | 'pdf' | 'sms';

// One use of a plan allowance; `ref` makes repeating the same use free (unique per user and kind).
@Entity('entitlement_usage')
export class EntitlementUsage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  kind: UsageKind;

  @Column('text', { name: 'contract_id', nullable: true })
  contractId: string | null;

  @Column('text')
  ref: string;

  // What this use costs beyond the plan (₹2 for each SMS past the included one), in paise.
  @Column('bigint', { name: 'charge_paise', transformer: paiseColumn })
  chargePaise: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
