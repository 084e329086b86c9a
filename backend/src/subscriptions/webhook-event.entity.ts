import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// A Razorpay webhook delivery already handled, by its `X-Razorpay-Event-Id`; repeats are dropped.
@Entity('razorpay_webhook_events')
export class WebhookEvent {
  @PrimaryColumn('text', { name: 'event_id' })
  eventId: string;

  @Column('text', { name: 'event_type' })
  eventType: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
