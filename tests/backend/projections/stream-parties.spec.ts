// The parties the stream-parties projector keeps in memory for the realtime pushes: read once,
// read again after every change it makes, and never remembered from a read a change overlapped.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { streamName, type RecordedEvent } from '@samvida/machines';
import type { ProjectionsService } from '../../../backend/src/projections/projections.service.js';
import { StreamPartiesProjector } from '../../../backend/src/projections/stream-parties.projector.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

describe('stream parties projector: the parties it remembers', () => {
  let db: TestDataSource;
  let projector: StreamPartiesProjector;
  let reads: number;
  // Runs before the next read of stream_parties goes to the database.
  let beforeNextRead: (() => Promise<void>) | undefined;
  let streamId: string;

  beforeAll(async () => {
    db = await createTestDataSource();
    const { dataSource } = db;
    const query = dataSource.query.bind(dataSource);
    // A manager's queries pass here too, with their query runner as the third argument.
    dataSource.query = (async (sql: string, ...rest: unknown[]) => {
      if (sql.startsWith('select stream_id, user_id from stream_parties')) {
        reads += 1;
        const first = beforeNextRead;
        beforeNextRead = undefined;
        await first?.();
      }
      return query(sql, ...(rest as [unknown[]]));
    }) as typeof dataSource.query;
    projector = new StreamPartiesProjector({ register: () => undefined } as unknown as ProjectionsService, dataSource);
  });

  afterAll(async () => {
    await db.drop();
  });

  beforeEach(() => {
    reads = 0;
    streamId = streamName('agreement', randomUUID());
  });

  const granted = (auditorId: string) =>
    ({ type: 'AuditorAccessGranted', streamId, data: { auditorId } }) as unknown as RecordedEvent;

  /** Applies `events` and commits them as the runner does. */
  async function commit(...events: RecordedEvent[]): Promise<void> {
    await db.dataSource.transaction((manager) => projector.apply(events, manager));
    projector.committed();
  }

  const partiesNow = async () => [...((await projector.partiesOf([streamId])).get(streamId) ?? [])].sort();

  it("reads a stream's parties once, and again after it changed them", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await commit(granted(first));
    expect(await partiesNow()).toEqual([first]);
    expect(await partiesNow()).toEqual([first]);
    expect(reads).toBe(1);
    await commit(granted(second));
    expect(await partiesNow()).toEqual([first, second].sort());
    expect(reads).toBe(2);
  });

  it('knows a stream without parties as such', async () => {
    expect(await partiesNow()).toEqual([]);
    expect(await partiesNow()).toEqual([]);
    expect(reads).toBe(1);
  });

  it('does not remember a read that a change overlapped', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await commit(granted(first));
    beforeNextRead = () => commit(granted(second));
    expect(await partiesNow()).toEqual([first, second].sort());
    expect(await partiesNow()).toEqual([first, second].sort());
    expect(reads).toBe(2);
  });

  it('reads again once a change commits that was being applied during the last read', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await commit(granted(first));
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await projector.apply([granted(second)], runner.manager);
      expect(await partiesNow()).toEqual([first]);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    projector.committed();
    expect(await partiesNow()).toEqual([first, second].sort());
  });

  it('reads everything again once told to forget', async () => {
    await commit(granted(randomUUID()));
    await partiesNow();
    projector.forget();
    await partiesNow();
    expect(reads).toBe(2);
  });
});
