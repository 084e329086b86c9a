import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store. `transaction_id` lets readers stop below the oldest transaction
 * still in flight, so no reader passes an event that commits later with a lower position.
 */
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table event_store_events (
        global_position bigserial primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        stream_version integer not null,
        event_id uuid not null unique,
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        prev_hash text not null,
        hash text not null,
        created_at timestamptz not null default now(),
        unique (stream_id, stream_version)
      )`);
    await queryRunner.query(
      `create index event_store_events_tx on event_store_events (transaction_id, global_position)`,
    );
    await queryRunner.query(`
      create table event_store_streams (
        stream_id text primary key,
        version integer not null,
        last_hash text not null
      )`);
    await queryRunner.query(`
      create table event_store_commands (
        command_id text primary key,
        stream_id text not null,
        stream_version integer not null,
        global_position bigint not null
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('drop table event_store_commands');
    await queryRunner.query('drop table event_store_streams');
    await queryRunner.query('drop table event_store_events');
  }
}
