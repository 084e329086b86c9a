import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One round trip per append: `event_store_append` moves the stream head when the caller's guess of
 * it (version and last hash, which its events are chained from) is right; otherwise it locks the
 * stream and answers with the command's first result, a version conflict or the real head. Events,
 * head and command are written in the caller's transaction.
 *
 * Positions come from the transaction id: `xid × 4096 + index in the append`, so a lower
 * transaction id always has lower positions without any global lock, and the readers' watermark
 * stays gapless. It is now `global_position < xmin × 4096`, a range of the primary key, so the
 * index on (transaction_id, global_position) goes. Positions are unique, increasing and
 * sparse, like the EventStoreDB adapter's `commitPosition × 4096 + index`. They stay safe
 * integers up to 2^41 transaction ids.
 *
 * It does not NOTIFY: PostgreSQL serialises the commits of notifying transactions (WAL flush
 * included), which halves throughput with 8 writers; the store notifies after commit instead.
 */
export class EventStoreAppend1763800000000 implements MigrationInterface {
  name = 'EventStoreAppend1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every earlier append took at least one transaction id and at most 4096 positions, so the
    // sequence's positions lie below the first new one; checked rather than assumed. Writers of
    // the old code must be stopped first: an old append committing later would sort too early.
    await queryRunner.query(`
      do $$ begin
        if (select coalesce(max(global_position), 0) from event_store_events)
           >= pg_current_xact_id()::text::bigint * 4096 then
          raise exception 'event_store_events positions run ahead of transaction ids';
        end if;
      end $$`);
    await queryRunner.query('alter table event_store_events alter column global_position drop default');
    await queryRunner.query('drop sequence event_store_events_global_position_seq');
    await queryRunner.query('drop index event_store_events_tx');
    // Event ids derive from the command id and the index in the append (event-id.ts), and
    // event_store_commands keeps command ids unique: the random-order uuid index only cost writes.
    await queryRunner.query('alter table event_store_events drop constraint event_store_events_event_id_key');
    await queryRunner.query(APPEND_FUNCTION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'alter table event_store_events add constraint event_store_events_event_id_key unique (event_id)',
    );
    await queryRunner.query(
      'create index event_store_events_tx on event_store_events (transaction_id, global_position)',
    );
    await queryRunner.query(
      'drop function event_store_append(text, integer, integer, text, text, uuid[], text[], jsonb[], jsonb[], text[], text[])',
    );
    await queryRunner.query(
      'create sequence event_store_events_global_position_seq owned by event_store_events.global_position',
    );
    await queryRunner.query(
      `select setval('event_store_events_global_position_seq', greatest(1, (select max(global_position) from event_store_events)))`,
    );
    await queryRunner.query(
      `alter table event_store_events alter column global_position set default nextval('event_store_events_global_position_seq')`,
    );
  }
}

// Outcomes: appended, duplicate (the command's first result), conflict (the expected version is
// not the stream's), stale (the hashes were chained from another head: the head is returned).
//
// The usual append moves the stream head with one conditional write (as Emmett does); only when
// that misses does it lock the row and work out why. A repeated command that still matches the
// head is caught by event_store_commands' key, and the caller looks its first result up.
export const APPEND_FUNCTION = `
create function event_store_append(
  p_stream_id text,
  p_expected_version integer,
  p_head_version integer,
  p_head_hash text,
  p_command_id text,
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_prev_hashes text[],
  p_hashes text[]
) returns table (outcome text, stream_version integer, global_position bigint, last_hash text)
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_count integer := cardinality(p_hashes);
  v_moved integer := 0;
  v_version integer;
  v_hash text;
  v_xid xid8;
  v_base bigint;
begin
  if p_head_hash is not null and (v_count < 1 or v_count > 4096) then
    raise exception 'event_store_append: an append holds 1 to 4096 events';
  end if;
  if p_head_hash is not null and coalesce(p_expected_version, p_head_version) = p_head_version then
    if p_head_version = 0 then
      insert into event_store_streams (stream_id, version, last_hash)
        values (p_stream_id, v_count, p_hashes[v_count]) on conflict (stream_id) do nothing;
    else
      update event_store_streams s set version = p_head_version + v_count, last_hash = p_hashes[v_count]
        where s.stream_id = p_stream_id and s.version = p_head_version and s.last_hash = p_head_hash;
    end if;
    get diagnostics v_moved = row_count;
  end if;

  if v_moved = 0 then
    select s.version, s.last_hash into v_version, v_hash
      from event_store_streams s where s.stream_id = p_stream_id for update;
    if not found and coalesce(p_expected_version, 0) = 0 then
      -- Creates the stream's row, or waits for a concurrent creator and locks its row.
      insert into event_store_streams as s (stream_id, version, last_hash)
        values (p_stream_id, 0, repeat('0', 64))
        on conflict (stream_id) do update set stream_id = excluded.stream_id
        returning s.version, s.last_hash into v_version, v_hash;
    end if;
    v_version := coalesce(v_version, 0);

    return query select 'duplicate', c.stream_version, c.global_position, null::text
      from event_store_commands c where c.command_id = p_command_id;
    if found then return; end if;
    if p_expected_version is not null and v_version <> p_expected_version then
      return query select 'conflict', v_version, null::bigint, null::text;
      return;
    end if;
    if v_version <> p_head_version or p_head_hash is distinct from v_hash then
      return query select 'stale', v_version, null::bigint, v_hash;
      return;
    end if;
    update event_store_streams s set version = v_version + v_count, last_hash = p_hashes[v_count]
      where s.stream_id = p_stream_id;
  end if;

  v_xid := pg_current_xact_id();
  v_base := v_xid::text::bigint * 4096;
  if exists (select 1 from event_store_events e where e.global_position between v_base and v_base + 4095) then
    raise exception 'event_store_append: one append per transaction';
  end if;

  insert into event_store_events
    (global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, prev_hash, hash)
  select v_base + e.index - 1, v_xid, p_stream_id, p_head_version + e.index::integer, e.event_id, e.type, e.data,
         e.metadata, e.prev_hash, e.hash
    from unnest(p_event_ids, p_types, p_data, p_metadata, p_prev_hashes, p_hashes)
      with ordinality as e(event_id, type, data, metadata, prev_hash, hash, index);
  insert into event_store_commands (command_id, stream_id, stream_version, global_position)
    values (p_command_id, p_stream_id, p_head_version + v_count, v_base + v_count - 1);

  return query select 'appended', p_head_version + v_count, v_base + v_count - 1, p_hashes[v_count];
end
$fn$`;
