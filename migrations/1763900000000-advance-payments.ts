import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The advance due since a contract's start, with what the buyer paid of it (the payments projector's). */
export class AdvancePayments1763900000000 implements MigrationInterface {
  name = 'AdvancePayments1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create table advance_payments (
      agreement_id uuid primary key, note_payment_id uuid not null unique, view jsonb not null)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table advance_payments');
  }
}
