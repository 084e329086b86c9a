import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { RealtimeGateway } from '../../realtime/realtime.gateway.js';
import { userRoom } from '../../realtime/rooms.js';
import type { BellPageParams, MarkReadRequest } from './bell.requests.js';

/** What the bell shows of one notification. */
export interface BellItem {
  id: string;
  title: string;
  body: string;
  /** A screen's path, e.g. /DetailAgreement?agreementId=… */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface BellPage {
  items: BellItem[];
  unread: number;
  /** Pass as `before` for the next (older) page; null on the last. */
  next: string | null;
}

export interface NewBellItem {
  userId: string;
  dedupeKey: string;
  title: string;
  body: string;
  link: string;
}

// The in-app bell: notifications kept per user, newest first, pushed as `notifications.changed`
// to the user's room once stored. Each is stored once per dedupe key.
@Injectable()
export class BellService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: RealtimeGateway,
  ) {}

  // Stores by `manager` (in the caller's transaction); answers whether it is new. Push after commit.
  async add(manager: EntityManager, item: NewBellItem): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `insert into in_app_notifications (user_id, dedupe_key, title, body, link) values ($1, $2, $3, $4, $5)
       on conflict (dedupe_key) do nothing returning id`,
      [item.userId, item.dedupeKey, item.title, item.body, item.link],
    );
    return rows.length > 0;
  }

  // Tells the users' open screens to refetch their bell.
  push(userIds: Iterable<string>): void {
    const rooms = [...new Set(userIds)].map(userRoom);
    if (rooms.length) this.gateway.server.to(rooms).emit('notifications.changed', {});
  }

  async page(userId: string, { before, limit }: BellPageParams): Promise<BellPage> {
    const rows: (Omit<BellItem, 'createdAt'> & { createdAt: Date })[] = await this.dataSource.query(
      `select id, title, body, link, created_at as "createdAt", read_at is not null as read
         from in_app_notifications n
        where user_id = $1
          and ($2::uuid is null or (created_at, id) < (select created_at, id from in_app_notifications
                                                        where id = $2 and user_id = $1))
        order by created_at desc, id desc
        limit $3`,
      [userId, before ?? null, limit + 1],
    );
    const [{ unread }] = await this.dataSource.query(
      'select count(*)::int as unread from in_app_notifications where user_id = $1 and read_at is null',
      [userId],
    );
    const items = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return { items, unread, next: rows.length > limit ? items[items.length - 1]!.id : null };
  }

  // Only the caller's own notifications are touched; others' ids are ignored.
  async markRead(userId: string, request: MarkReadRequest): Promise<{ unread: number }> {
    await this.dataSource.query(
      `update in_app_notifications set read_at = now()
        where user_id = $1 and read_at is null and ($2::uuid[] is null or id = any($2::uuid[]))`,
      [userId, 'ids' in request ? request.ids : null],
    );
    this.push([userId]);
    const [{ unread }] = await this.dataSource.query(
      'select count(*)::int as unread from in_app_notifications where user_id = $1 and read_at is null',
      [userId],
    );
    return { unread };
  }
}
