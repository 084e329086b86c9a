import type { MigrationInterface, QueryRunner } from 'typeorm';

// Contract numbers (AG-000123) reserved before the AgreementDrafted that records them: one row per
// agreement, a single counter. The numbers the agreements projector gave so far are kept, and the
// counter goes on after the highest of them.
export class ContractNumbers1764150000000 implements MigrationInterface {
  name = 'ContractNumbers1764150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create table contract_numbers (
      agreement_id uuid primary key, sequence integer not null unique, number text not null unique)`);
    await queryRunner.query(
      'create table contract_number_counter (id boolean primary key default true check (id), last_sequence integer not null)',
    );
    await queryRunner.query(`insert into contract_numbers (agreement_id, sequence, number)
      select agreement_id, substring(agreement_uid from 4)::integer, agreement_uid from agreements`);
    await queryRunner.query(
      'insert into contract_number_counter (last_sequence) select coalesce(max(sequence), 0) from contract_numbers',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table contract_number_counter');
    await queryRunner.query('drop table contract_numbers');
  }
}
