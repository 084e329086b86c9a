import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each line's folded state (item or term) moves from its agreement's row to the line's own row: a
 * move on one line of a 1,000-item contract then rewrites that line's row, where it rewrote the
 * agreement's whole state (about 370 kB of JSON) before. The agreement's row keeps the rest.
 */
export class AgreementLineStates1764100000000 implements MigrationInterface {
  name = 'AgreementLineStates1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, key, collection] of LINES) {
      await queryRunner.query(`alter table ${table} add column state jsonb`);
      await queryRunner.query(`update ${table} l set state = a.state->'${collection}'->(l.${key}::text)
        from agreements a where a.agreement_id = l.agreement_id`);
      await queryRunner.query(`alter table ${table} alter column state set not null`);
    }
    await queryRunner.query('alter table agreements rename column state to state_except_lines');
    await queryRunner.query(
      `update agreements set state_except_lines = state_except_lines || '{"items": {}, "terms": {}}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table agreements rename column state_except_lines to state');
    for (const [table, key, collection] of LINES) {
      await queryRunner.query(`update agreements a set state = jsonb_set(a.state, '{${collection}}', coalesce(
        (select jsonb_object_agg(l.${key}, l.state) from ${table} l where l.agreement_id = a.agreement_id), '{}'))`);
      await queryRunner.query(`alter table ${table} drop column state`);
    }
  }
}

const LINES = [
  ['agreement_items', 'item_id', 'items'],
  ['agreement_terms', 'term_id', 'terms'],
] as const;
