import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { NewEvent, RecordedEvent } from '@samvida/machines';
import { InvalidEventError, WrongExpectedVersionError } from '../../../backend/src/event-store/event-store.errors.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventValidator,
} from '../../../backend/src/event-store/event-store.port.js';
import { GENESIS_HASH, computeEventHash, verifyChain } from '../../../backend/src/event-store/hash-chain.js';
import {
  eventually,
  legacyValidator,
  lenientValidator,
  metadataFor,
  newStreamId,
  rateProposed,
  remark,
  sleep,
  testValidator,
} from './event-store.fixtures.js';

export interface HeldAppend {
  result: AppendResult;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** What the contract needs from each adapter's test setup. */
export interface EventStoreHarness {
  start(): Promise<void>;
  stop(): Promise<void>;
  create(options: { validator: EventValidator; pollIntervalMs?: number }): EventStore;
  /** Changes one byte of a stored event in place; absent where the server cannot edit events. */
  tamper?(streamId: string, version: number): Promise<void>;
  /** Appends in a transaction left open until commit or rollback; absent where appends are atomic server-side. */
  holdAppend?(streamId: string, events: NewEvent[], options: AppendOptions): Promise<HeldAppend>;
}

type DescribeFn = (name: string, fn: () => void) => void;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const CONTAINER_START_MS = 180_000;

const textOf = (event: RecordedEvent): string => (event.data as { text: string }).text;

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

function expectIncreasing(positions: number[]): void {
  positions.slice(1).forEach((position, index) => expect(position).toBeGreaterThan(positions[index]!));
}

/** Reads the whole feed after `after`, page by page. */
async function readFeed(store: EventStore, after: number): Promise<RecordedEvent[]> {
  const feed: RecordedEvent[] = [];
  for (let page = await store.readAll({ after, batchSize: 50 }); page.length;) {
    feed.push(...page);
    page = await store.readAll({ after: page.at(-1)!.globalPosition, batchSize: 50 });
  }
  return feed;
}

/** A background subscriber collecting what it receives. */
function follow(store: EventStore, after: number) {
  const controller = new AbortController();
  const events: RecordedEvent[] = [];
  const done = (async () => {
    for await (const event of store.subscribe({ after, batchSize: 25, signal: controller.signal })) events.push(event);
  })();
  done.catch(() => undefined); // surfaced by stop()
  return {
    events,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

/** The behaviour every EventStore adapter must show; `describeFn` is describe.skip when the adapter cannot run. */
export function describeEventStoreContract(title: string, harness: EventStoreHarness, describeFn: DescribeFn): void {
  describeFn(title, () => {
    const stores: EventStore[] = [];
    let store: EventStore;
    // Subscribers poll every 100 ms, so a missed wake-up shows as slowness, never as a hang.
    let live: EventStore;
    const open = (validator: EventValidator, pollIntervalMs?: number): EventStore => {
      const opened = harness.create({ validator, pollIntervalMs });
      stores.push(opened);
      return opened;
    };
    const appendOne = (streamId: string, event: NewEvent, expectedVersion: AppendOptions['expectedVersion']) =>
      store.append(streamId, [event], { expectedVersion, metadata: metadataFor() });

    beforeAll(async () => {
      await harness.start();
      store = open(testValidator);
      live = open(testValidator, 100);
    }, CONTAINER_START_MS);

    afterAll(async () => {
      await Promise.all(stores.map((opened) => opened.close()));
      await harness.stop();
    });

    it('appends a stream and reads it back with its envelope', async () => {
      const streamId = newStreamId();
      const metadata = metadataFor();
      const result = await store.append(streamId, [rateProposed('item-1', 1250), remark('first offer')], {
        expectedVersion: 'no-stream',
        metadata,
      });
      expect(result).toEqual({
        streamVersion: 2,
        globalPosition: expect.any(Number),
        duplicate: false,
        events: expect.any(Array),
      });

      const events = await store.readStream(streamId);
      // The append hands back its events as another process reading them gets them, and the
      // appending store reads its own appends (taken without parsing again) the same way.
      const elsewhere = await open(testValidator).readStream(streamId);
      expect(result.events!.map(({ type, data }) => ({ type, data }))).toEqual(
        elsewhere.map(({ type, data }) => ({ type, data })),
      );
      expect(events).toEqual(elsewhere);
      expect(events).toEqual([
        {
          eventId: expect.stringMatching(UUID),
          streamId,
          streamVersion: 1,
          globalPosition: expect.any(Number),
          type: 'ItemRateProposed',
          data: { itemId: 'item-1', ratePaise: 1250 },
          metadata,
          prevHash: GENESIS_HASH,
          hash: expect.stringMatching(SHA256),
        },
        {
          eventId: expect.stringMatching(UUID),
          streamId,
          streamVersion: 2,
          globalPosition: result.globalPosition,
          type: 'RemarkAdded',
          data: { text: 'first offer' },
          metadata,
          prevHash: events[0]!.hash,
          hash: computeEventHash(events[0]!.hash, events[1]!),
        },
      ]);
      expect(events[0]!.globalPosition).toBeLessThan(events[1]!.globalPosition);
      expect(events[0]!.eventId).not.toBe(events[1]!.eventId);
      expect(await store.readStream(newStreamId())).toEqual([]);
    });

    it('reads a stream up to a version', async () => {
      const streamId = newStreamId('proposal');
      for (let version = 0; version < 5; version += 1) {
        await appendOne(streamId, remark(`r${version + 1}`), version === 0 ? 'no-stream' : version);
      }
      const upToThree = await store.readStream(streamId, { toVersion: 3 });
      expect(upToThree.map((event) => [event.streamVersion, textOf(event)])).toEqual([
        [1, 'r1'],
        [2, 'r2'],
        [3, 'r3'],
      ]);
      expect(await store.readStream(streamId)).toHaveLength(5);
    });

    it('reads the global feed in batches after a position', async () => {
      const start = await store.headPosition();
      const streams = [newStreamId(), newStreamId('proposal'), newStreamId()];
      for (let index = 0; index < 7; index += 1) await appendOne(streams[index % 3]!, remark(`e${index}`), 'any');

      const pages: RecordedEvent[][] = [];
      for (let after = start; ;) {
        const page = await store.readAll({ after, batchSize: 3 });
        if (!page.length) break;
        pages.push(page);
        after = page.at(-1)!.globalPosition;
      }
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      const feed = pages.flat();
      expect(feed.map(textOf)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
      expect(feed.map((event) => event.streamId)).toEqual([0, 1, 2, 0, 1, 2, 0].map((index) => streams[index]));
      expectIncreasing(feed.map((event) => event.globalPosition));

      const resumed = await store.readAll({ after: feed[1]!.globalPosition, batchSize: 10 });
      expect(resumed.map((event) => event.eventId)).toEqual(feed.slice(2).map((event) => event.eventId));
      expect(await store.headPosition()).toBe(feed.at(-1)!.globalPosition);
    });

    it('resumes the global feed inside a multi-event append', async () => {
      const start = await store.headPosition();
      const result = await store.append(newStreamId(), [remark('m0'), remark('m1'), remark('m2')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      const [first, ...rest] = await store.readAll({ after: start, batchSize: 10 });
      expect(rest.at(-1)!.globalPosition).toBe(result.globalPosition);
      expect((await store.readAll({ after: first!.globalPosition, batchSize: 10 })).map(textOf)).toEqual(['m1', 'm2']);
      expect(await store.readAll({ after: result.globalPosition, batchSize: 10 })).toEqual([]);
    });

    it('refuses no-stream on an existing stream and a stale or future version', async () => {
      const streamId = newStreamId();
      await store.append(streamId, [remark('one'), remark('two')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });

      const cases: Array<[string, AppendOptions['expectedVersion'], number | 'no-stream']> = [
        [streamId, 'no-stream', 2],
        [streamId, 1, 2],
        [streamId, 5, 2],
        [newStreamId(), 3, 'no-stream'],
      ];
      for (const [target, expected, actual] of cases) {
        const error = await rejection(appendOne(target, remark('refused'), expected));
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamId: target, expected, actual });
      }
      expect((await store.readStream(streamId)).map(textOf)).toEqual(['one', 'two']);
    });

    it('lets exactly one of 20 concurrent appends at the same expected version succeed', async () => {
      const streamId = newStreamId();
      for (const [expected, next] of [
        ['no-stream', 1],
        [1, 2],
        [2, 3],
      ] as const) {
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, (_, writer) => appendOne(streamId, remark(`writer ${writer}`), expected)),
        );
        const winners = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
        expect(winners).toEqual([
          { streamVersion: next, globalPosition: expect.any(Number), duplicate: false, events: expect.any(Array) },
        ]);
        expect(losers).toHaveLength(19);
        for (const error of losers) {
          expect(error).toBeInstanceOf(WrongExpectedVersionError);
          expect(error).toMatchObject({ streamId, expected, actual: next });
        }
      }
      expect((await store.readStream(streamId)).map((event) => event.streamVersion)).toEqual([1, 2, 3]);
      expect(await store.verifyStream(streamId)).toMatchObject({ ok: true, lastVersion: 3 });
    });

    it('appends nothing for a repeated command id and returns the first result', async () => {
      const streamId = newStreamId();
      const metadata = metadataFor();
      const events = [remark('a'), remark('b')];
      const { events: appended, ...first } = await store.append(streamId, events, {
        expectedVersion: 'no-stream',
        metadata,
      });
      expect(appended).toHaveLength(2);

      expect(await store.append(streamId, events, { expectedVersion: 'no-stream', metadata })).toEqual({
        ...first,
        duplicate: true,
      });
      await appendOne(streamId, remark('c'), 2);
      // A later retry at the current version, even with other events, is still the same command.
      expect(await store.append(streamId, [remark('d')], { expectedVersion: 3, metadata })).toEqual({
        ...first,
        duplicate: true,
      });
      expect((await store.readStream(streamId)).map(textOf)).toEqual(['a', 'b', 'c']);
    });

    it('gives concurrent retries of one command a single append', async () => {
      const streamId = newStreamId();
      const metadata = metadataFor();
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          store.append(streamId, [remark('once')], { expectedVersion: 'no-stream', metadata }),
        ),
      );
      // EventStoreDB answers a concurrent replay of the same event ids as a plain success, so more
      // than one caller may see duplicate: false there; all see the one append's result.
      expect(results.some((result) => !result.duplicate)).toBe(true);
      expect(new Set(results.map((result) => `${result.streamVersion}@${result.globalPosition}`)).size).toBe(1);
      expect(await store.readStream(streamId)).toHaveLength(1);
    });

    it('rejects invalid events, metadata and stream ids and writes nothing', async () => {
      const streamId = newStreamId();
      const head = await store.headPosition();
      const metadata = metadataFor();
      const attempts: Array<[string, NewEvent[], unknown, RegExp]> = [
        [streamId, [remark('fine'), rateProposed('item-1', -5)], metadata, /ratePaise/],
        [streamId, [{ type: 'ItemTeleported', data: {} }], metadata, /unknown event type ItemTeleported/],
        [streamId, [remark('fine')], { ...metadata, actorId: '' }, /actorId/],
        [streamId, [], metadata, /1 to 4096 events/],
        ['contract-42', [remark('fine')], metadata, /agreement- or proposal-/],
      ];
      for (const [target, events, badMetadata, message] of attempts) {
        const options = { expectedVersion: 'no-stream', metadata: badMetadata } as AppendOptions;
        const error = await rejection(store.append(target, events, options));
        expect(error).toBeInstanceOf(InvalidEventError);
        expect(error).toMatchObject({ streamId: target, phase: 'append' });
        expect(error.message).toMatch(message);
      }
      expect(await store.readStream(streamId)).toEqual([]);
      expect(await store.headPosition()).toBe(head);
      // The refused appends did not use up the command id.
      expect(await store.append(streamId, [remark('fine')], { expectedVersion: 'no-stream', metadata })).toMatchObject({
        streamVersion: 1,
        duplicate: false,
      });
    });

    it('rejects a stored event that no longer validates when it is read', async () => {
      const streamId = newStreamId();
      await open(lenientValidator).append(streamId, [{ type: 'ItemRateProposed', data: { itemId: 'item-1' } }], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      const error = await rejection(store.readStream(streamId));
      expect(error).toBeInstanceOf(InvalidEventError);
      expect(error).toMatchObject({ streamId, eventType: 'ItemRateProposed', phase: 'read' });
      expect(await store.verifyStream(streamId)).toMatchObject({ ok: true, lastVersion: 1 });
    });

    it('upcasts events stored at an older schema version, and stores new events in the current one', async () => {
      const legacy = open(legacyValidator);
      const oldStream = newStreamId();
      await legacy.append(oldStream, [{ type: 'ItemRateProposed', data: { itemId: 'item-1', rate: 12.5 } }], {
        expectedVersion: 'no-stream',
        metadata: metadataFor({ schemaVersion: 1 }),
      });
      const [event] = await store.readStream(oldStream);
      expect(event).toMatchObject({ data: { itemId: 'item-1', ratePaise: 1250 }, metadata: { schemaVersion: 2 } });
      expect(await store.verifyStream(oldStream)).toMatchObject({ ok: true, lastVersion: 1 });

      // Old-shape data handed to today's code is stored upcast, so yesterday's code cannot read it.
      const newStream = newStreamId();
      await store.append(newStream, [{ type: 'ItemRateProposed', data: { itemId: 'item-2', rate: 3 } }], {
        expectedVersion: 'no-stream',
        metadata: metadataFor({ schemaVersion: 1 }),
      });
      expect((await store.readStream(newStream))[0]!.data).toEqual({ itemId: 'item-2', ratePaise: 300 });
      expect(await rejection(legacy.readStream(newStream))).toBeInstanceOf(InvalidEventError);
    });

    it('chains each event to the previous hash so any edit breaks verification at that event', async () => {
      const streamId = newStreamId();
      await store.append(streamId, [remark('alpha'), remark('bravo'), remark('charlie')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      const events = await store.readStream(streamId);
      expect(events.map((event) => event.prevHash)).toEqual([GENESIS_HASH, events[0]!.hash, events[1]!.hash]);
      expect(await store.verifyStream(streamId)).toEqual({ ok: true, lastVersion: 3, lastHash: events[2]!.hash });
      expect(verifyChain(events)).toMatchObject({ ok: true });

      const edited = events.map((event) => (event.streamVersion === 2 ? { ...event, data: { text: 'brave' } } : event));
      expect(verifyChain(edited)).toMatchObject({ ok: false, brokenAt: 2 });
    });

    (harness.tamper ? it : it.skip)(
      `fails verification at the event whose stored bytes changed${harness.tamper ? '' : ' (stored events cannot be edited here)'}`,
      async () => {
        const streamId = newStreamId();
        await store.append(streamId, [remark('alpha'), remark('bravo'), remark('charlie')], {
          expectedVersion: 'no-stream',
          metadata: metadataFor(),
        });
        expect(await store.verifyStream(streamId)).toMatchObject({ ok: true, lastVersion: 3 });
        await harness.tamper!(streamId, 2);
        expect(await store.verifyStream(streamId)).toMatchObject({ ok: false, brokenAt: 2 });
      },
    );

    it('delivers every event once, in position order, while writers race and one append is held open', async () => {
      const start = await store.headPosition();
      const follower = follow(live, start);
      const held = await harness.holdAppend?.(newStreamId(), [remark('held')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      // 8 writers on their own streams and connections, 10 appends each of 1 or 2 events.
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        const streamId = newStreamId();
        const results: AppendResult[] = [];
        for (let index = 0; index < 10; index += 1) {
          const events =
            index % 2
              ? [remark(`w${writer}-${index}a`), remark(`w${writer}-${index}b`)]
              : [remark(`w${writer}-${index}`)];
          const expectedVersion = results.at(-1)?.streamVersion ?? 'no-stream';
          results.push(await store.append(streamId, events, { expectedVersion, metadata: metadataFor() }));
        }
        return results;
      });
      const results = (await Promise.all(writers)).flat();
      const expected = 8 * 15 + (held ? 1 : 0);

      if (held) {
        expect(held.result.globalPosition).toBeLessThan(Math.min(...results.map((result) => result.globalPosition)));
        await sleep(300);
        // Everything committed so far sorts after the open append: delivering it would skip that one.
        expect(follower.events).toEqual([]);
        await held.commit();
      }
      expect(await eventually(() => follower.events.length >= expected, 10_000)).toBe(true);
      await sleep(200); // room for a duplicate to show up
      await follower.stop();

      expect(follower.events).toHaveLength(expected);
      expectIncreasing(follower.events.map((event) => event.globalPosition));
      expect(follower.events.map((event) => event.eventId)).toEqual(
        (await readFeed(store, start)).map((event) => event.eventId),
      );
      if (held) expect(textOf(follower.events[0]!)).toBe('held');
    });

    it('does not stall a subscriber after a failed or rolled-back append', async () => {
      const follower = follow(live, await store.headPosition());
      const streamId = newStreamId();
      await appendOne(streamId, remark('before'), 'no-stream');
      await expect(appendOne(streamId, remark('refused'), 'no-stream')).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      const held = await harness.holdAppend?.(newStreamId(), [remark('rolled back')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      await appendOne(streamId, remark('after'), 1);
      expect(await eventually(() => follower.events.length === 1, 2_000)).toBe(true);
      if (held) {
        await sleep(300); // several polls: 'after' waits behind the open append
        expect(follower.events.map(textOf)).toEqual(['before']);
        await held.rollback();
      }

      expect(await eventually(() => follower.events.some((event) => textOf(event) === 'after'), 5_000)).toBe(true);
      await follower.stop();
      expect(follower.events.map(textOf)).toEqual(['before', 'after']);
    });

    it('wakes an idle subscriber promptly when another connection appends', async () => {
      const slowPolling = open(testValidator, 60_000);
      const follower = follow(slowPolling, await store.headPosition());
      await sleep(300); // let it go idle
      const appendedAt = Date.now();
      await appendOne(newStreamId(), remark('ping'), 'no-stream');
      expect(await eventually(() => follower.events.length === 1, 2_000)).toBe(true);
      expect(Date.now() - appendedAt).toBeLessThan(2_000);
      await follower.stop();
    });

    it('stops a subscription when its signal aborts', async () => {
      const slowPolling = open(testValidator, 60_000);
      const start = await store.headPosition();
      await store.append(newStreamId(), [remark('one'), remark('two')], {
        expectedVersion: 'no-stream',
        metadata: metadataFor(),
      });
      const follower = follow(slowPolling, start);
      expect(await eventually(() => follower.events.length === 2, 2_000)).toBe(true);

      const stoppingAt = Date.now();
      await follower.stop();
      expect(Date.now() - stoppingAt).toBeLessThan(1_000);

      const seen: RecordedEvent[] = [];
      for await (const event of slowPolling.subscribe({ after: start, signal: AbortSignal.abort() })) seen.push(event);
      expect(seen).toEqual([]);
    });
  });
}
