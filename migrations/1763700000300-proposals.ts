import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the proposal (RFQ) streams: one row per RFQ with its folded state, its invites
 * and its responses. No foreign keys: `projections:rebuild` truncates each table on its own.
 */
export class Proposals1763700000300 implements MigrationInterface {
  name = 'Proposals1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table proposals (
        id uuid primary key,
        proposal_uid text not null,
        owner_id text not null,
        status text not null,
        title text not null,
        invite_only boolean not null,
        created_on timestamptz not null,
        updated_on timestamptz not null,
        version integer not null,
        state jsonb not null
      )`);
    await queryRunner.query('create index proposals_owner on proposals (owner_id, created_on desc)');
    // GetAllRFQList: the active RFQs anyone may answer.
    await queryRunner.query(
      `create index proposals_open on proposals (created_on desc) where status = 'Active' and not invite_only`,
    );
    await queryRunner.query(`
      create table proposal_invites (
        id uuid primary key,
        proposal_id uuid not null,
        invite_uid text not null,
        phone_number text,
        seller_id text,
        status text not null,
        invited boolean not null,
        created_on timestamptz not null
      )`);
    await queryRunner.query('create index proposal_invites_proposal on proposal_invites (proposal_id)');
    await queryRunner.query('create index proposal_invites_seller on proposal_invites (seller_id)');
    // Invites waiting for their phone's owner to register and verify it.
    await queryRunner.query(
      'create index proposal_invites_unattached on proposal_invites (phone_number) where seller_id is null',
    );
    await queryRunner.query(`
      create table proposal_responses (
        id uuid primary key,
        proposal_id uuid not null,
        seller_id text not null,
        invite_id uuid not null,
        agreement_id uuid not null,
        advance_percent numeric(5,2) not null,
        quoted_total numeric(18,2) not null,
        items_quoted integer not null,
        created_on timestamptz not null
      )`);
    await queryRunner.query('create index proposal_responses_proposal on proposal_responses (proposal_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table proposal_responses');
    await queryRunner.query('drop table proposal_invites');
    await queryRunner.query('drop table proposals');
  }
}
