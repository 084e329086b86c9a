import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signing: a one-time code may be bound to what it signs (agreement, signer, document hash), and
 * the signature panel's read model, one row per agreement.
 */
export class Signatures1763700005001 implements MigrationInterface {
  name = 'Signatures1763700005001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table one_time_codes add column binding text');
    await queryRunner.query('alter table one_time_codes drop constraint one_time_codes_purpose_check');
    await queryRunner.query(
      "alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('login', 'reset', 'sign'))",
    );
    await queryRunner.query(`
      create table agreement_signatures (
        agreement_id uuid primary key,
        version integer not null,
        required boolean not null default false,
        document_version integer,
        document_hash text,
        fixed_at timestamptz,
        signatures jsonb not null default '{}',
        voided_count integer not null default 0
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table agreement_signatures');
    await queryRunner.query("delete from one_time_codes where purpose = 'sign'");
    await queryRunner.query('alter table one_time_codes drop constraint one_time_codes_purpose_check');
    await queryRunner.query(
      "alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('login', 'reset'))",
    );
    await queryRunner.query('alter table one_time_codes drop column binding');
  }
}
