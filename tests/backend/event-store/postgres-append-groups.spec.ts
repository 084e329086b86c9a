// Specific to the PostgreSQL adapter: appends that arrive while both of a store's lanes are busy
// go together in one call of event_store_append_group, one transaction, each with its own outcome.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { WrongExpectedVersionError } from '../../../backend/src/event-store/event-store.errors.js';
import type { AppendResult } from '../../../backend/src/event-store/event-store.port.js';
import type { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { metadataFor, newStreamId, remark } from './event-store.fixtures.js';
import { openPostgresStore, type PostgresStoreFixture } from './postgres-store.fixture.js';

describe('PostgreSQL appends in groups', () => {
  let fixture: PostgresStoreFixture;
  let store: PostgresEventStore;
  let client: pg.Client;
  beforeAll(async () => {
    fixture = await openPostgresStore({ appendLanes: 2 });
    ({ store, client } = fixture);
  });
  afterAll(() => fixture.close());

  const append = (streamId: string, text: string, expectedVersion: number | 'no-stream' | 'any', commandId?: string) =>
    store.append(streamId, [remark(text)], {
      expectedVersion,
      metadata: metadataFor(commandId ? { commandId } : {}),
    });

  /**
   * Calls `appends` in one tick behind two appends that take both lanes, so that they wait and go
   * together as one group; settles them all.
   */
  async function asOneGroup<T>(appends: (() => Promise<T>)[]) {
    const lanes = [append(newStreamId(), 'lane 1', 'no-stream'), append(newStreamId(), 'lane 2', 'no-stream')];
    const grouped = appends.map((start) => start());
    await Promise.all(lanes);
    return Promise.allSettled(grouped);
  }

  const transactionsOf = async (streamIds: string[]) =>
    (
      await client.query<{ transactions: number }>(
        'select count(distinct transaction_id)::int as transactions from event_store_events where stream_id = any($1)',
        [streamIds],
      )
    ).rows[0]!.transactions;

  it('commits the appends that waited in one transaction, in order, each stream chained', async () => {
    const streamIds = Array.from({ length: 10 }, () => newStreamId());
    const settled = await asOneGroup(streamIds.map((streamId, n) => () => append(streamId, `event ${n}`, 'no-stream')));

    const results = settled.map((outcome) => (outcome as PromiseFulfilledResult<AppendResult>).value);
    expect(results.map((result) => result.streamVersion)).toEqual(streamIds.map(() => 1));
    expect(await transactionsOf(streamIds)).toBe(1);
    const positions = results.map((result) => result.globalPosition);
    expect(new Set(positions).size).toBe(10);
    for (const streamId of streamIds) expect(await store.verifyStream(streamId)).toMatchObject({ ok: true });
    // Read back in the order of the feed, the group's events are all there, each once.
    const fed = await store.readAll({ after: Math.min(...positions) - 1, batchSize: 100 });
    expect(fed.filter((event) => streamIds.includes(event.streamId))).toHaveLength(10);
  });

  it('gives each append of a group its own outcome: appended, conflict, repeat, and a stale head re-chained', async () => {
    const [fresh, existing, repeated, shared] = [newStreamId(), newStreamId(), newStreamId(), newStreamId()];
    await append(existing, 'existing', 'no-stream');
    const first = await append(repeated, 'first', 'no-stream', 'command-repeated-in-a-group');
    await append(shared, 'shared', 'no-stream');

    const [appended, conflict, repeat, sharedOne, sharedTwo] = await asOneGroup([
      () => append(fresh, 'fresh', 'no-stream'),
      () => append(existing, 'too late', 5),
      () => append(repeated, 'again', 'any', 'command-repeated-in-a-group'),
      () => append(shared, 'one', 'any'),
      () => append(shared, 'two', 'any'),
    ]);

    expect(appended).toMatchObject({ status: 'fulfilled', value: { streamVersion: 1, duplicate: false } });
    expect((conflict as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(repeat).toEqual({
      status: 'fulfilled',
      value: { streamVersion: 1, globalPosition: first.globalPosition, duplicate: true },
    });
    expect([sharedOne, sharedTwo].map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await store.verifyStream(existing)).toMatchObject({ ok: true, lastVersion: 1 });
    // The repeat moved the head, then found the command and moved it back: nothing was written.
    expect((await store.readStream(repeated)).map((event) => event.data)).toEqual([{ text: 'first' }]);
    expect(await store.verifyStream(repeated)).toMatchObject({ ok: true, lastVersion: 1 });
    expect(await store.verifyStream(shared)).toMatchObject({ ok: true, lastVersion: 3 });
    // A new append to the repeated stream still chains from the head the repeat left.
    await append(repeated, 'second', 1);
    expect(await store.verifyStream(repeated)).toMatchObject({ ok: true, lastVersion: 2 });
  });

  it('tries each append of a group that failed as a whole alone, so only the bad one fails', async () => {
    const [before, bad, after] = [newStreamId(), newStreamId(), newStreamId()];
    // PostgreSQL's jsonb refuses the NUL character, which JSON allows.
    const [good1, refused, good2] = await asOneGroup([
      () => append(before, 'before', 'no-stream'),
      () => append(bad, 'nul \u0000 here', 'no-stream'),
      () => append(after, 'after', 'no-stream'),
    ]);

    expect(good1).toMatchObject({ status: 'fulfilled', value: { streamVersion: 1 } });
    expect(good2).toMatchObject({ status: 'fulfilled', value: { streamVersion: 1 } });
    expect(refused.status).toBe('rejected');
    expect(await store.readStream(bad)).toEqual([]);
    expect(await transactionsOf([before, after])).toBe(2);
  });
});
