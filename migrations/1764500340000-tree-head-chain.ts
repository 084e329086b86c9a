import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed tree heads commit to the root of the map of every stream's head and name the head signed
 * before them (message `samvida-tree-head/2`). Heads signed before this keep both columns null and
 * verify under message version 1, which commits to neither of them.
 */
export class TreeHeadChain1764500340000 implements MigrationInterface {
  name = 'TreeHeadChain1764500340000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'alter table signed_tree_heads add column stream_heads_root text, add column previous_head_hash text',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'alter table signed_tree_heads drop column stream_heads_root, drop column previous_head_hash',
    );
  }
}
