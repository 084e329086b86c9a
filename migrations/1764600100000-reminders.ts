import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminders (issue 37): each user's channels, WhatsApp as a message channel, the in-app bell's
 * notifications, and the reminders a sweep sends. A reminder's `occasion` is its dedupe key, so a
 * reactor replaying an event or a second sweep after a restart schedules and sends nothing twice.
 */
export class Reminders1764600100000 implements MigrationInterface {
  name = 'Reminders1764600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table notification_messages drop constraint notification_messages_channel_check`);
    await queryRunner.query(
      `alter table notification_messages add constraint notification_messages_channel_check
         check (channel in ('sms', 'email', 'whatsapp'))`,
    );
    await queryRunner.query(`
      create table notification_preferences (
        user_id uuid primary key references users (id) on delete cascade,
        sms boolean not null,
        email boolean not null,
        whatsapp boolean not null,
        in_app boolean not null,
        updated_at timestamptz not null default now()
      )`);
    await queryRunner.query(`
      create table in_app_notifications (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        dedupe_key text not null unique,
        title text not null,
        body text not null,
        link text not null,
        created_at timestamptz not null default now(),
        read_at timestamptz
      )`);
    await queryRunner.query(
      'create index in_app_notifications_list on in_app_notifications (user_id, created_at desc, id desc)',
    );
    await queryRunner.query(`
      create table reminders (
        id uuid primary key default gen_random_uuid(),
        occasion text not null unique,
        kind text not null check (kind in ('your-turn', 'due')),
        user_id uuid not null references users (id) on delete cascade,
        agreement_id uuid not null,
        instalment text,
        due_date date,
        send_at timestamptz not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'closed')),
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`create index reminders_due on reminders (send_at) where status = 'pending'`);
    // One open your-turn occasion per contract and user (sent or not, until they move), and one
    // pending occasion per instalment due.
    await queryRunner.query(
      `create unique index reminders_open_turn on reminders (agreement_id, user_id)
         where kind = 'your-turn' and status <> 'closed'`,
    );
    await queryRunner.query(
      `create unique index reminders_pending_due on reminders (agreement_id, user_id, instalment)
         where kind = 'due' and status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table reminders');
    await queryRunner.query('drop table in_app_notifications');
    await queryRunner.query('drop table notification_preferences');
    await queryRunner.query(`delete from notification_messages where channel = 'whatsapp'`);
    await queryRunner.query(`alter table notification_messages drop constraint notification_messages_channel_check`);
    await queryRunner.query(
      `alter table notification_messages add constraint notification_messages_channel_check
         check (channel in ('sms', 'email'))`,
    );
  }
}
