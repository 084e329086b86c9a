import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which member of a business made each change through the API (the call, not its body): for
 * catalogue, term groups, team, plan, profile and uploads this is the only record of the member;
 * contract and RFQ events also carry the member in their metadata.
 */
export class MemberActivity1764601250000 implements MigrationInterface {
  name = 'MemberActivity1764601250000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table member_activity (
        id bigserial primary key,
        business_id uuid not null,
        member_id uuid not null,
        call text not null,
        at timestamptz not null default now()
      )`);
    await queryRunner.query('create index member_activity_of_business on member_activity (business_id, id desc)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table member_activity');
  }
}
