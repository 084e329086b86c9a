import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { paiseColumn } from './paise.transformer.js';

export type PaymentOrderStatus = 'created' | 'paid';

// A Razorpay order for one plan purchase, and the payment that settled it.
@Entity('payment_orders')
export class PaymentOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { name: 'razorpay_order_id', unique: true })
  razorpayOrderId: string;

  @Column('text', { unique: true })
  receipt: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('integer', { name: 'plan_id' })
  planId: number;

  @Column('bigint', { name: 'amount_paise', transformer: paiseColumn })
  amountPaise: number;

  @Column('text')
  currency: string;

  @Column('text')
  status: PaymentOrderStatus;

  @Column('text', { name: 'razorpay_payment_id', nullable: true, unique: true })
  razorpayPaymentId: string | null;

  @Column('text', { name: 'last_failure', nullable: true })
  lastFailure: string | null;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt: Date | null;

  @Column('timestamptz', { name: 'period_start', nullable: true })
  periodStart: Date | null;

  @Column('timestamptz', { name: 'period_end', nullable: true })
  periodEnd: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
