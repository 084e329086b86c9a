import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPEND_FUNCTION } from './1763800000000-event-store-append.js';

const APPEND_SIGNATURE =
  'event_store_append(text, integer, integer, text, text, uuid[], text[], jsonb[], jsonb[], text[], text[])';

/**
 * Group commit: `event_store_append_group` makes several appends, to any streams, in one call and
 * one transaction, so that appends arriving while one is on its way to PostgreSQL share the next
 * round trip, commit and WAL flush. It replaces `event_store_append`, which it decides each append
 * exactly as (same outcomes); a lone append is a group of one. One append's conflict, staleness or
 * repeat leaves the others to go on.
 *
 * Positions continue across the group: `xid × 4096 + the event's index in the whole group`, so a
 * group holds at most 4096 events, and the readers' watermark stays gapless.
 *
 * A repeated command whose head still matches is not stopped by event_store_commands' key (an
 * error would abort the whole group): the command row goes in first, `on conflict do nothing`, and
 * when it was there already the head moves back and the command's first result is the answer.
 */
export class EventStoreAppendGroup1764000000000 implements MigrationInterface {
  name = 'EventStoreAppendGroup1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPEND_GROUP_FUNCTION);
    await queryRunner.query(`drop function ${APPEND_SIGNATURE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPEND_FUNCTION);
    await queryRunner.query(
      'drop function event_store_append_group(text[], integer[], integer[], text[], text[], integer[], uuid[], text[], jsonb[], jsonb[], text[], text[])',
    );
  }
}

// Appends are given side by side: p_stream_ids[i], p_expected_versions[i] (null for any),
// p_head_versions[i], p_head_hashes[i] (null when the caller does not know the head),
// p_command_ids[i] and p_counts[i], the number of its events; the events of all appends follow one
// another in the event arrays. One row per append, by its index.
const APPEND_GROUP_FUNCTION = `
create function event_store_append_group(
  p_stream_ids text[],
  p_expected_versions integer[],
  p_head_versions integer[],
  p_head_hashes text[],
  p_command_ids text[],
  p_counts integer[],
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_prev_hashes text[],
  p_hashes text[]
) returns table (append_index integer, outcome text, stream_version integer, global_position bigint, last_hash text)
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_xid xid8 := pg_current_xact_id();
  v_base bigint := pg_current_xact_id()::text::bigint * 4096;
  v_first integer := 1;
  v_written integer := 0;
  v_stream text;
  v_expected integer;
  v_head_version integer;
  v_head_hash text;
  v_command text;
  v_count integer;
  v_last integer;
  v_moved integer;
  v_version integer;
  v_hash text;
begin
  if coalesce(cardinality(p_hashes), 0) > 4096 then
    raise exception 'event_store_append_group: a group holds at most 4096 events';
  end if;
  if exists (select 1 from event_store_events e where e.global_position between v_base and v_base + 4095) then
    raise exception 'event_store_append_group: one group per transaction';
  end if;

  for i in 1 .. coalesce(cardinality(p_stream_ids), 0) loop
    v_stream := p_stream_ids[i];
    v_expected := p_expected_versions[i];
    v_head_version := p_head_versions[i];
    v_head_hash := p_head_hashes[i];
    v_command := p_command_ids[i];
    v_count := p_counts[i];
    v_last := v_first + v_count - 1;
    v_moved := 0;

    if v_head_hash is not null and v_count >= 1 and coalesce(v_expected, v_head_version) = v_head_version then
      if v_head_version = 0 then
        insert into event_store_streams (stream_id, version, last_hash)
          values (v_stream, v_count, p_hashes[v_last]) on conflict (stream_id) do nothing;
      else
        update event_store_streams s set version = v_head_version + v_count, last_hash = p_hashes[v_last]
          where s.stream_id = v_stream and s.version = v_head_version and s.last_hash = v_head_hash;
      end if;
      get diagnostics v_moved = row_count;
    end if;

    if v_moved = 0 then
      select s.version, s.last_hash into v_version, v_hash
        from event_store_streams s where s.stream_id = v_stream for update;
      if not found and coalesce(v_expected, 0) = 0 then
        insert into event_store_streams as s (stream_id, version, last_hash)
          values (v_stream, 0, repeat('0', 64))
          on conflict (stream_id) do update set stream_id = excluded.stream_id
          returning s.version, s.last_hash into v_version, v_hash;
      end if;
      v_version := coalesce(v_version, 0);
      v_hash := coalesce(v_hash, repeat('0', 64));

      return query select i, 'duplicate', c.stream_version, c.global_position, null::text
        from event_store_commands c where c.command_id = v_command;
      if found then
        v_first := v_last + 1;
        continue;
      end if;
      if v_expected is not null and v_version <> v_expected then
        return query select i, 'conflict', v_version, null::bigint, null::text;
      elsif v_version <> v_head_version or v_head_hash is distinct from v_hash or v_count < 1 then
        return query select i, 'stale', v_version, null::bigint, v_hash;
      else
        update event_store_streams s set version = v_version + v_count, last_hash = p_hashes[v_last]
          where s.stream_id = v_stream;
        v_moved := 1;
      end if;
      if v_moved = 0 then
        v_first := v_last + 1;
        continue;
      end if;
    end if;

    insert into event_store_commands (command_id, stream_id, stream_version, global_position)
      values (v_command, v_stream, v_head_version + v_count, v_base + v_written + v_count - 1)
      on conflict (command_id) do nothing;
    get diagnostics v_moved = row_count;
    if v_moved = 0 then
      -- Seen before (on another stream, or committed while this waited): undo the head's move.
      if v_head_version = 0 then
        delete from event_store_streams s where s.stream_id = v_stream;
      else
        update event_store_streams s set version = v_head_version, last_hash = v_head_hash
          where s.stream_id = v_stream;
      end if;
      return query select i, 'duplicate', c.stream_version, c.global_position, null::text
        from event_store_commands c where c.command_id = v_command;
      v_first := v_last + 1;
      continue;
    end if;

    insert into event_store_events
      (global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, prev_hash, hash)
    select v_base + v_written + n - 1, v_xid, v_stream, v_head_version + n, p_event_ids[v_first + n - 1],
           p_types[v_first + n - 1], p_data[v_first + n - 1], p_metadata[v_first + n - 1],
           p_prev_hashes[v_first + n - 1], p_hashes[v_first + n - 1]
      from generate_series(1, v_count) as n;

    return query select i, 'appended', v_head_version + v_count, v_base + v_written + v_count - 1, p_hashes[v_last];
    v_written := v_written + v_count;
    v_first := v_last + 1;
  end loop;
end
$fn$`;
