import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notification sent by a reactor carries the id of the event that caused it (and its
 * recipient), so the reactor replaying that event after a crash stores no second message.
 */
export class NotificationDedupe1763700001000 implements MigrationInterface {
  name = 'NotificationDedupe1763700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table notification_messages add column dedupe_key text');
    await queryRunner.query(
      'create unique index notification_messages_dedupe on notification_messages (dedupe_key) where dedupe_key is not null',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop index notification_messages_dedupe');
    await queryRunner.query('alter table notification_messages drop column dedupe_key');
  }
}
