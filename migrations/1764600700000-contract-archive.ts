import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contract archive's retention: when each contract finished, when its plan's storage ended
 * (it moved to both parties' archives) and when its files were deleted (the agreement-retention
 * projector's table); which contracts' parties were told a week before (the retention sweep's);
 * and uploads whose bytes were deleted with their contract's files (the row stays, so the links
 * of the history still resolve to a plain "deleted" answer).
 */
export class ContractArchive1764600700000 implements MigrationInterface {
  name = 'ContractArchive1764600700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table agreement_retention (
        agreement_id uuid primary key,
        finished_on timestamptz not null,
        storage_ended_on timestamptz,
        files_deleted_on timestamptz
      )`);
    await queryRunner.query(
      'create index agreement_retention_pending on agreement_retention (finished_on) where files_deleted_on is null',
    );
    await queryRunner.query(`
      create table agreement_deletion_warnings (
        agreement_id uuid primary key,
        warned_at timestamptz not null
      )`);
    await queryRunner.query('alter table uploads add column deleted_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table uploads drop column deleted_at');
    await queryRunner.query('drop table agreement_deletion_warnings');
    await queryRunner.query('drop table agreement_retention');
  }
}
