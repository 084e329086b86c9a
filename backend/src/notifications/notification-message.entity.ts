import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Channel } from './transports/transport.js';

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

// One SMS, e-mail or WhatsApp message, stored before any delivery attempt so a provider failure never loses it.
// With the outbox transport the stored row is the delivered message (GET /api/dev/outbox).
@Entity('notification_messages')
@Index('notification_messages_recipient', ['recipient', 'createdAt'])
export class NotificationMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  channel: Channel;

  // Name of the transport chosen when the message was stored: outbox, smtp, msg91 or whatsapp-cloud.
  @Column('text')
  transport: string;

  // E.164 phone number or lower-case e-mail address.
  @Column('text')
  recipient: string;

  @Column('text')
  template: string;

  @Column('text', { nullable: true })
  subject: string | null;

  @Column('text')
  body: string;

  // Template variables; SMS gateways with registered (DLT) templates take these, not the body.
  @Column('jsonb', { default: () => "'{}'" })
  params: Record<string, string>;

  @Column('text', { default: 'pending' })
  status: MessageStatus;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column('timestamptz', { name: 'lease_until', nullable: true })
  leaseUntil: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  // `<event id>:<recipient>` for messages a reactor sends: one message per event and recipient;
  // `reminder:<reminder id>:<channel>` for a reminder.
  @Column('text', { name: 'dedupe_key', nullable: true })
  dedupeKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
