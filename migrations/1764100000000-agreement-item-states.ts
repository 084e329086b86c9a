import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each line's folded state moves from its agreement's row to the line's own row: a move on one line
 * of a 1,000-item contract then rewrites that line's row, where it rewrote the agreement's whole
 * state (about 370 kB of JSON) before. The agreement's row keeps the rest of its state.
 */
export class AgreementItemStates1764100000000 implements MigrationInterface {
  name = 'AgreementItemStates1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table agreement_items add column state jsonb');
    await queryRunner.query(`update agreement_items i set state = a.state->'items'->(i.item_id::text)
      from agreements a where a.agreement_id = i.agreement_id`);
    await queryRunner.query('alter table agreement_items alter column state set not null');
    await queryRunner.query('alter table agreements rename column state to state_except_items');
    await queryRunner.query(
      `update agreements set state_except_items = jsonb_set(state_except_items, '{items}', '{}')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('alter table agreements rename column state_except_items to state');
    await queryRunner.query(`update agreements a set state = jsonb_set(a.state, '{items}', coalesce(
      (select jsonb_object_agg(i.item_id, i.state) from agreement_items i where i.agreement_id = a.agreement_id), '{}'))`);
    await queryRunner.query('alter table agreement_items drop column state');
  }
}
