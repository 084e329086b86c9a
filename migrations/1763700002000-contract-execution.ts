import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contract execution: which agreement an invoice, note, note item, note payment or payment belongs
 * to (calls name only the entity); the invoice, note and payment read models, each with its own
 * folded copy of the agreement streams; and the per-seller GST document counters.
 */
export class ContractExecution1763700002000 implements MigrationInterface {
  name = 'ContractExecution1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create table agreement_entities (
      entity_id uuid primary key, agreement_id uuid not null, kind text not null)`);
    for (const fold of ['invoice_folds', 'txn_note_folds', 'payment_folds']) {
      await queryRunner.query(`create table ${fold} (
        agreement_id uuid primary key, version integer not null, state jsonb not null)`);
    }
    await queryRunner.query(`create table invoices (
      invoice_id uuid primary key, agreement_id uuid not null, status text not null, number text,
      raised_on timestamptz not null, view jsonb not null)`);
    await queryRunner.query('create index invoices_agreement on invoices (agreement_id, raised_on)');
    await queryRunner.query(`create table txn_notes (
      note_id uuid primary key, agreement_id uuid not null, invoice_id uuid not null, status text not null,
      view jsonb not null)`);
    await queryRunner.query(`create table payments (
      payment_id uuid primary key, agreement_id uuid not null, note_payment_id uuid not null,
      status text not null, created_on timestamptz not null, updated_on timestamptz not null, view jsonb not null)`);
    await queryRunner.query('create index payments_note_payment on payments (note_payment_id, created_on)');
    await queryRunner.query(`create table gst_document_counters (
      seller_id text not null, series text not null, financial_year text not null, last_sequence integer not null,
      primary key (seller_id, series, financial_year))`);
    await queryRunner.query(`create table gst_document_numbers (
      document_id uuid primary key, seller_id text not null, series text not null, financial_year text not null,
      sequence integer not null, number text not null, unique (seller_id, series, financial_year, sequence))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'gst_document_numbers',
      'gst_document_counters',
      'payments',
      'txn_notes',
      'invoices',
      'payment_folds',
      'txn_note_folds',
      'invoice_folds',
      'agreement_entities',
    ])
      await queryRunner.query(`drop table ${table}`);
  }
}
