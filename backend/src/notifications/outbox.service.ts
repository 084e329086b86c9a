import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotificationMessage } from './notification-message.entity.js';
import type { Channel } from './transports/transport.js';

export interface OutboxEntry {
  id: string;
  channel: Channel;
  to: string;
  template: string;
  subject: string | null;
  body: string;
  status: string;
  createdAt: string;
}

const LIMIT = 50;

// Reads the messages the outbox transport kept, newest first (development and tests only).
@Injectable()
export class OutboxService {
  constructor(@InjectRepository(NotificationMessage) private readonly messages: Repository<NotificationMessage>) {}

  // One recipient's messages; there is deliberately no way to list everyone's.
  async list(to: string): Promise<OutboxEntry[]> {
    const rows = await this.messages.find({
      where: { transport: 'outbox', recipient: to.includes('@') ? to.toLowerCase() : to },
      order: { createdAt: 'DESC' },
      take: LIMIT,
    });
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      template: row.template,
      subject: row.subject,
      body: row.body,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
