// Specific to the PostgreSQL adapter: another process's subscriber learns of appends through
// NOTIFY. Its poll here is a minute long, so only a notification can deliver within the test: the
// first append after a quiet spell, and the appends that come while the next NOTIFY must wait.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@samvida/machines';
import pg from 'pg';
import { ChannelListener } from '../../../backend/src/database/channel-listener.js';
import { APPEND_CHANNEL, AppendAnnouncer } from '../../../backend/src/event-store/postgres/append-notifier.js';
import type { PostgresEventStore } from '../../../backend/src/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../setup/database.js';
import { eventually, metadataFor, newStreamId, remark, sleep } from './event-store.fixtures.js';
import { followInto, writerAndSlowFollower } from './postgres-follower.fixtures.js';

describe('PostgreSQL event store notifications to other processes', () => {
  let db: TestDatabase;
  let writer: PostgresEventStore;
  let follower: PostgresEventStore;
  const stop = new AbortController();
  const seen: RecordedEvent[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ writer, follower } = writerAndSlowFollower(db.url));
    followInto(follower, stop.signal, seen);
    // The follower has read the empty feed and listens.
    await sleep(300);
  });

  afterAll(async () => {
    stop.abort();
    await follower.close();
    await writer.close();
    await db.drop();
  });

  async function seenCount(count: number): Promise<number> {
    await eventually(() => seen.length >= count, 10_000);
    return seen.length;
  }

  it('wakes the other store at once for an append after a quiet spell', async () => {
    await writer.append(newStreamId(), [remark('alone')], { expectedVersion: 'no-stream', metadata: metadataFor() });
    expect(await seenCount(1)).toBe(1);
  });

  it('wakes it again for appends made while the next notification had to wait', async () => {
    const streamId = newStreamId();
    for (let index = 0; index < 10; index += 1) {
      await writer.append(streamId, [remark(`burst ${index}`)], { expectedVersion: 'any', metadata: metadataFor() });
    }
    expect(await seenCount(11)).toBe(11);
    expect(seen.map((event) => (event.data as { text: string }).text).slice(1)).toEqual(
      Array.from({ length: 10 }, (_, index) => `burst ${index}`),
    );
  });

  /** An announcer of this process, and the NOTIFYs another process's connection hears from it. */
  async function announcerHeardElsewhere() {
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', ({ channel }) => heard.push(channel));
    await listener.query(`listen ${APPEND_CHANNEL}`);
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const local = new ChannelListener(db.url, APPEND_CHANNEL);
    const announcer = new AppendAnnouncer(pool, local, 'this process');
    const end = async () => {
      await listener.end();
      await pool.end();
    };
    return { heard, local, announcer, end };
  }

  it('sends one NOTIFY at once and one more for everything announced in the gap after it', async () => {
    const { heard, local, announcer, end } = await announcerHeardElsewhere();
    for (let index = 0; index < 10; index += 1) announcer.announce();
    // This process's own subscribers are woken by every append, without a round trip.
    expect(local.generation).toBe(10);
    await sleep(300);
    expect(heard).toEqual([APPEND_CHANNEL, APPEND_CHANNEL]);
    await end();
  });

  it('sends no NOTIFY while no other process may follow the feed, and still wakes its own subscribers', async () => {
    const { heard, local, announcer, end } = await announcerHeardElsewhere();
    let othersMayFollow = false;
    announcer.othersMayFollow = () => othersMayFollow;
    for (let index = 0; index < 3; index += 1) announcer.announce();
    await sleep(200);
    expect([local.generation, heard.length]).toEqual([3, 0]);
    othersMayFollow = true;
    announcer.announce();
    await sleep(200);
    expect([local.generation, heard.length]).toEqual([4, 1]);
    await end();
  });

  it("does not wake a process's listener for its own notifications, and wakes it for others'", async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const local = new ChannelListener(db.url, 'test_own_payloads', { ownPayload: 'mine' });
    await local.listen();
    const stop = new AbortController();
    await pool.query("select pg_notify('test_own_payloads', 'mine')");
    await sleep(200);
    expect([local.notifications, local.generation]).toEqual([0, 0]);
    const woken = local.waitForNotification(local.generation, 10_000, stop.signal);
    await pool.query("select pg_notify('test_own_payloads', 'another process')");
    await woken;
    expect([local.notifications, local.generation]).toEqual([1, 1]);
    await local.close();
    await pool.end();
  });

  describe('a subscriber of the appending store', () => {
    let store: PostgresEventStore;
    let reads: number;
    // Runs before the next read of the feed goes to the database: the read then sees what it did.
    let beforeNextRead: (() => Promise<unknown>) | undefined;
    const own: RecordedEvent[] = [];
    const ownStop = new AbortController();
    const texts = () => own.map((event) => (event.data as { text: string }).text);
    const appendOwn = (text: string) =>
      store.append(newStreamId(), [remark(text)], { expectedVersion: 'no-stream', metadata: metadataFor() });

    beforeAll(async () => {
      store = writerAndSlowFollower(db.url).follower;
      const pool = (store as unknown as { pool: pg.Pool }).pool;
      const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
      pool.query = ((config: { name?: string }, ...rest: unknown[]) => {
        if (config?.name !== 'event-store-feed') return query(config, ...rest);
        reads += 1;
        const first = beforeNextRead;
        beforeNextRead = undefined;
        return first ? first().then(() => query(config, ...rest)) : query(config, ...rest);
      }) as typeof pool.query;
      const after = await writer.headPosition();
      void (async () => {
        for await (const event of store.subscribe({ after, signal: ownStop.signal })) own.push(event);
      })();
      await sleep(300);
    });

    afterAll(async () => {
      ownStop.abort();
      await store.close();
    });

    it('reads its own append once, not again for the NOTIFY it sent', async () => {
      reads = 0;
      await appendOwn('own');
      await eventually(() => own.length === 1, 10_000);
      // Long enough for the NOTIFY to come back to the store's own listener.
      await sleep(300);
      expect(texts()).toEqual(['own']);
      expect(reads).toBe(1);
    });

    it('does not read again for its own append made during a read that returned it', async () => {
      reads = 0;
      beforeNextRead = () => appendOwn('own, during the read');
      // Another process's append wakes the subscriber.
      await writer.append(newStreamId(), [remark('theirs')], { expectedVersion: 'no-stream', metadata: metadataFor() });
      await eventually(() => own.length === 3, 10_000);
      await sleep(300);
      expect(texts().slice(1).sort()).toEqual(['own, during the read', 'theirs']);
      expect(reads).toBe(1);
    });
  });
});
