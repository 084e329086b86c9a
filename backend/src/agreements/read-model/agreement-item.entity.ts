import type { AgreementState } from '@samvida/machines';
import { Column, Entity, PrimaryColumn } from 'typeorm';

// One line item of an agreement with both sides' offers (decimals as exact strings).
@Entity('agreement_items')
export class AgreementItemRow {
  @PrimaryColumn('uuid', { name: 'item_id' })
  itemId: string;

  @Column('uuid', { name: 'agreement_id' })
  agreementId: string;

  // Order of addition.
  @Column('integer')
  position: number;

  @Column('text', { name: 'hsn_sac' })
  hsnSac: string;

  @Column('text')
  title: string;

  @Column('text')
  description: string;

  @Column('numeric')
  quantity: string;

  @Column('numeric', { name: 'tax_percent' })
  taxPercent: string;

  @Column('text')
  currency: string;

  @Column('text')
  unit: string;

  @Column('text')
  status: string;

  @Column('numeric', { name: 'seller_rate', precision: 18, scale: 2, nullable: true })
  sellerRate: string | null;

  @Column('numeric', { name: 'buyer_rate', precision: 18, scale: 2, nullable: true })
  buyerRate: string | null;

  @Column('integer', { name: 'seller_completion_days', nullable: true })
  sellerCompletionDays: number | null;

  @Column('integer', { name: 'buyer_completion_days', nullable: true })
  buyerCompletionDays: number | null;

  // The line's folded state (its machine's status and context), part of its agreement's. Not loaded unless asked for.
  @Column('jsonb', { select: false })
  state: AgreementState['items'][string];
}
