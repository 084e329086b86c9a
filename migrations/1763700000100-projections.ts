import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Projection checkpoints and the party-membership read model the realtime rooms check. */
export class Projections1763700000100 implements MigrationInterface {
  name = 'Projections1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table projection_checkpoints (
        projection text primary key,
        position bigint not null default 0,
        updated_at timestamptz not null default now()
      )`);
    await queryRunner.query(`
      create table stream_parties (
        stream_id text not null,
        user_id text not null,
        role text not null,
        primary key (stream_id, user_id)
      )`);
    await queryRunner.query(`create index stream_parties_user on stream_parties (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table stream_parties');
    await queryRunner.query('drop table projection_checkpoints');
  }
}
