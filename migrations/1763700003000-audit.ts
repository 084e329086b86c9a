import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit: auditors granted per agreement (projected from the grant and revocation events),
 * invitations waiting for an unregistered contact, the log of auditors' reads, the Merkle leaves
 * of every event in feed order and the signed tree heads.
 */
export class Audit1763700003000 implements MigrationInterface {
  name = 'Audit1763700003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table auditor_grants (
        agreement_id uuid not null,
        auditor_id text not null,
        granted_by text not null,
        until date,
        granted_at timestamptz not null,
        primary key (agreement_id, auditor_id)
      )`);
    await queryRunner.query('create index auditor_grants_until on auditor_grants (until) where until is not null');
    await queryRunner.query(`
      create table auditor_invites (
        agreement_id uuid not null,
        contact text not null,
        invited_by text not null,
        until date,
        invited_at timestamptz not null default now(),
        primary key (agreement_id, contact)
      )`);
    await queryRunner.query('create index auditor_invites_contact on auditor_invites (contact)');
    await queryRunner.query(`
      create table audit_reads (
        id bigserial primary key,
        agreement_id uuid not null,
        auditor_id text not null,
        what text not null,
        read_at timestamptz not null default now()
      )`);
    await queryRunner.query('create index audit_reads_agreement on audit_reads (agreement_id, id)');
    await queryRunner.query(`
      create table merkle_leaves (
        leaf_index integer primary key,
        global_position bigint not null unique,
        stream_id text not null,
        stream_version integer not null,
        event_hash text not null
      )`);
    await queryRunner.query('create index merkle_leaves_stream on merkle_leaves (stream_id, stream_version)');
    await queryRunner.query(`
      create table signed_tree_heads (
        tree_size integer primary key,
        root_hash text not null,
        signed_at text not null,
        signature text not null
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['signed_tree_heads', 'merkle_leaves', 'audit_reads', 'auditor_invites', 'auditor_grants']) {
      await queryRunner.query(`drop table ${table}`);
    }
  }
}
