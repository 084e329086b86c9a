import type { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_GROUP =
  'event_store_append_group(text[], integer[], integer[], text[], text[], integer[], uuid[], text[], jsonb[], jsonb[], text[], text[])';

/**
 * `event_store_append_group` keeps one generic plan per statement instead of planning statements
 * afresh on a call. Under the default plan cache mode PostgreSQL keeps making custom plans while
 * they look cheaper than the generic one (likely here: without the count, the event insert's
 * `generate_series(1, v_count)` is costed at 1,000 rows), and planning then costs on every append:
 * with pgbench on this schema, 1 and 8 clients called the function 17-37% faster with generic
 * plans. Every statement of the function inserts its rows or finds them by a key, so the generic
 * plan is the plan a custom one would be.
 */
export class EventStoreAppendGenericPlan1764601000000 implements MigrationInterface {
  name = 'EventStoreAppendGenericPlan1764601000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter function ${APPEND_GROUP} set plan_cache_mode = force_generic_plan`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter function ${APPEND_GROUP} reset plan_cache_mode`);
  }
}
