import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored PDFs carry the platform's PAdES signature. The rows rendered before it are dropped (a
 * cache: each is rendered again, signed, when next asked for), and each row names the SHA-256 of
 * its file as a download serves it, which the signature panel shows beside the contract document's
 * own hash (the one the parties sign, of the document without the platform's signature).
 */
export class SignedRenderedPdfs1764500080000 implements MigrationInterface {
  name = 'SignedRenderedPdfs1764500080000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('delete from rendered_pdfs');
    await queryRunner.query(
      `alter table rendered_pdfs add column file_sha256 text generated always as (encode(sha256(bytes), 'hex')) stored`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table rendered_pdfs drop column file_sha256');
  }
}
