import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rendered PDFs kept to serve again: a document is rendered once per content, on a worker thread,
 * and read from here afterwards. Keyed by what determines its bytes (the contract document by its
 * recorded hash and version, the others by a hash of their render input); the least recently used
 * go once the total passes PDF_STORE_MB. A cache only: emptying it costs renders, nothing else.
 */
export class RenderedPdfs1764300000000 implements MigrationInterface {
  name = 'RenderedPdfs1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table rendered_pdfs (
        key text primary key,
        bytes bytea not null,
        size integer not null,
        created_at timestamptz not null default now(),
        used_at timestamptz not null default now()
      )`);
    await queryRunner.query('create index rendered_pdfs_used_at on rendered_pdfs (used_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table rendered_pdfs');
  }
}
