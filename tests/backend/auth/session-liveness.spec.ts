// Whether a sign-in is still live: requests that miss the short cache together share one lookup,
// and a revocation is never undone by a lookup that was already on its way (real PostgreSQL).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SessionLiveness } from '../../../backend/src/common/auth/session-liveness.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

describe('session liveness', () => {
  let db: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDataSource();
    ({ dataSource } = db);
  });

  afterAll(async () => {
    await db?.drop();
  });

  afterEach(() => jest.restoreAllMocks());

  /** A user with one live sign-in (refresh-token family). */
  async function signedIn(): Promise<{ userId: string; sessionId: string }> {
    const [{ id: userId }] = (await dataSource.query(
      `insert into users (name, phone_number) values ('Asha', $1) returning id`,
      [`+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
    )) as { id: string }[];
    const sessionId = randomUUID();
    await dataSource.query(
      `insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
       values ($1, $2, $3, now() + interval '1 day', now())`,
      [userId, sessionId, randomUUID()],
    );
    return { userId, sessionId };
  }

  // Past the counting below: DataSource.query is the instance's, spied on per test.
  const revoke = (sessionId: string) =>
    DataSource.prototype.query.call(dataSource, `update refresh_tokens set revoked_at = now() where family_id = $1`, [
      sessionId,
    ]);

  /**
   * Counts the lookups sent to the database and those it has answered; `gate`, when set, holds
   * the first lookup's answer from its caller until it opens.
   */
  function countingLookups() {
    const counted = { lookups: 0, answered: 0, gate: undefined as Promise<void> | undefined };
    const query = dataSource.query.bind(dataSource);
    jest.spyOn(dataSource, 'query').mockImplementation(async (sql: string, parameters?: unknown[]) => {
      const first = ++counted.lookups === 1;
      const rows: unknown = await query(sql, parameters);
      counted.answered += 1;
      if (first) await counted.gate;
      return rows;
    });
    return counted;
  }

  it('answers many requests that miss the cache at once with one lookup', async () => {
    const { userId, sessionId } = await signedIn();
    const counted = countingLookups();
    const liveness = new SessionLiveness(dataSource);
    const answers = await Promise.all(Array.from({ length: 20 }, () => liveness.isLive(userId, sessionId)));
    expect(answers).toEqual(Array(20).fill(true));
    expect(counted.lookups).toBe(1);
    // Another user naming the same session id is not answered from that lookup.
    expect(await liveness.isLive(randomUUID(), sessionId)).toBe(false);
    expect(counted.lookups).toBe(2);
  });

  it('a lookup that read the session live before its revocation neither answers later requests nor stays cached', async () => {
    const { userId, sessionId } = await signedIn();
    const counted = countingLookups();
    let open!: () => void;
    counted.gate = new Promise((resolve) => (open = resolve));
    const liveness = new SessionLiveness(dataSource);
    const before = liveness.isLive(userId, sessionId);
    while (counted.answered < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await revoke(sessionId);
    liveness.forget({ familyId: sessionId });
    // The later request is answered while the earlier lookup is still held; the earlier one
    // then finishes last, which is when it could put "live" back in the cache.
    const after = liveness.isLive(userId, sessionId).then((live) => ({ live }));
    let timer: NodeJS.Timeout | undefined;
    const held = new Promise((resolve) => (timer = setTimeout(() => resolve('waited on the earlier lookup'), 5_000)));
    expect(await Promise.race([after, held])).toEqual({ live: false });
    clearTimeout(timer);
    open();
    expect(await before).toBe(true);
    expect(await liveness.isLive(userId, sessionId)).toBe(false);
    expect(counted.lookups).toBe(2);
  });
});
