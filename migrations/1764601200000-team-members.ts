import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members of a business. A business is the account that registered it; every account stays the
 * owner of its own one-member business, so no data moves. A member is invited by phone (pending
 * until that phone signs up) and acts for the business with a role; a phone belongs to at most
 * one business at a time. A removed member's row stays, with when and by whom, for the record.
 * An owner may ask for two members' approval to send or start a contract above an amount.
 */
export class TeamMembers1764601200000 implements MigrationInterface {
  name = 'TeamMembers1764601200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table team_members (
        id uuid primary key default gen_random_uuid(),
        business_id uuid not null references users(id) on delete cascade,
        phone_number text not null,
        member_user_id uuid references users(id) on delete cascade,
        role text not null check (role in ('owner', 'manager', 'accountant', 'viewer')),
        invited_by uuid not null,
        invited_at timestamptz not null default now(),
        joined_at timestamptz,
        removed_at timestamptz,
        removed_by uuid
      )`);
    await queryRunner.query(
      'create unique index team_members_one_business_per_phone on team_members (phone_number) where removed_at is null',
    );
    await queryRunner.query(
      'create index team_members_of_business on team_members (business_id) where removed_at is null',
    );
    await queryRunner.query(
      'create index team_members_of_user on team_members (member_user_id) where removed_at is null',
    );
    await queryRunner.query(`
      create table team_approval_rules (
        business_id uuid primary key references users(id) on delete cascade,
        approval_above numeric(15, 2) not null check (approval_above > 0),
        set_by uuid not null,
        set_at timestamptz not null default now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table team_approval_rules');
    await queryRunner.query('drop table team_members');
  }
}
