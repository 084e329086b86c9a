import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Agreement read models, written by the `agreements` projection from `agreement-<id>` streams:
 * one row per agreement (lists and detail, with the folded decider state), its items, its terms
 * and its remarks. No foreign keys: `projections:rebuild` truncates each table on its own.
 */
export class Agreements1763700000400 implements MigrationInterface {
  name = 'Agreements1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table agreements (
        agreement_id uuid primary key,
        agreement_uid text not null unique,
        version integer not null,
        contract_type text not null,
        status text not null,
        dashboard_group text,
        creator_role text not null check (creator_role in ('buyer', 'seller')),
        creator_id text not null,
        buyer_id text,
        seller_id text,
        counterparty_contact text,
        source_proposal_id uuid,
        currency text not null,
        total_value numeric(18,2) not null default 0,
        turn text check (turn in ('buyer', 'seller', 'both')),
        open_note_count integer not null default 0,
        start_date date,
        completion_date date,
        created_on timestamptz not null,
        updated_on timestamptz not null,
        state jsonb not null
      )`);
    await queryRunner.query('create index agreements_proposal_seller on agreements (source_proposal_id, seller_id)');
    // Agreements whose counterparty has no account yet, found again when that contact is verified.
    await queryRunner.query(
      'create index agreements_open_seat on agreements (counterparty_contact) where buyer_id is null or seller_id is null',
    );

    await queryRunner.query(`
      create table agreement_items (
        item_id uuid primary key,
        agreement_id uuid not null,
        position integer not null,
        hsn_sac text not null,
        title text not null,
        description text not null,
        quantity numeric not null,
        tax_percent numeric not null,
        currency text not null,
        unit text not null,
        status text not null,
        seller_rate numeric(18,2),
        buyer_rate numeric(18,2),
        seller_completion_days integer,
        buyer_completion_days integer
      )`);
    await queryRunner.query('create index agreement_items_agreement on agreement_items (agreement_id, position)');

    await queryRunner.query(`
      create table agreement_terms (
        term_id uuid primary key,
        agreement_id uuid not null,
        position integer not null,
        owner text not null check (owner in ('buyer', 'seller')),
        title text not null,
        text text not null,
        is_payment_term boolean not null,
        status text not null,
        attachment_ids jsonb not null default '[]'
      )`);
    await queryRunner.query('create index agreement_terms_agreement on agreement_terms (agreement_id, position)');

    await queryRunner.query(`
      create table agreement_remarks (
        remark_id uuid primary key,
        agreement_id uuid not null,
        parent_id uuid,
        stream_version integer not null,
        by_role text not null,
        author_id text not null,
        text text not null,
        attachment_ids jsonb not null default '[]',
        created_on timestamptz not null
      )`);
    await queryRunner.query(
      'create index agreement_remarks_agreement on agreement_remarks (agreement_id, stream_version)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['agreement_remarks', 'agreement_terms', 'agreement_items', 'agreements']) {
      await queryRunner.query(`drop table ${table}`);
    }
  }
}
