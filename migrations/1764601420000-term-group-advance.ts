import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A term group's optional advance percent, applied to an editor's advance when the group is picked. */
export class TermGroupAdvance1764601420000 implements MigrationInterface {
  name = 'TermGroupAdvance1764601420000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table term_groups add column advance_percent numeric(5, 2)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table term_groups drop column advance_percent');
  }
}
