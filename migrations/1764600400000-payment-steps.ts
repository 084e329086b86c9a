import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each payment's history: every step (paid, not received, responded, received) with who, when and
 * its note, appended by the payments projector. The projector starts over so that payments made
 * before this keep their whole history too (its tables are rebuilt from the events).
 */
export class PaymentSteps1764600400000 implements MigrationInterface {
  name = 'PaymentSteps1764600400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table payments add column steps jsonb not null default '[]'`);
    await queryRunner.query('truncate payment_folds, payments, advance_payments');
    await queryRunner.query(`delete from projection_checkpoints where projection = 'payments'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table payments drop column steps');
  }
}
