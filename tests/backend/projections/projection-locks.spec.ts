// The runners' advisory locks share one connection; when they all stop at once, every lock must be
// released and the connection given back, or the pool never drains and shutdown hangs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { ProjectionLocks } from '../../../backend/src/projections/projection-locks.js';
import { createTestDataSource, type TestDataSource } from '../../setup/database.js';

describe('projection locks', () => {
  let db: TestDataSource;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDataSource();
    ({ dataSource } = db);
  });

  afterAll(async () => {
    await db.drop();
  });

  const checkedOut = () => {
    const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
    return pool.totalCount - pool.idleCount;
  };

  const heldLocks = async () => {
    const [row] = (await dataSource.query(
      `select count(*)::int as held from pg_locks where locktype = 'advisory' and granted
         and database = (select oid from pg_database where datname = current_database())`,
    )) as { held: number }[];
    return row!.held;
  };

  it('releases every lock and its connection when all runners unlock at once', async () => {
    const names = Array.from({ length: 12 }, (_, n) => `lock-${n}`);
    for (let round = 0; round < 5; round++) {
      const locks = new ProjectionLocks(dataSource);
      expect(await Promise.all(names.map((name) => locks.tryLock(name)))).toEqual(names.map(() => true));
      expect(checkedOut()).toBe(1);
      await Promise.all(names.map((name) => locks.unlock(name)));
      expect(checkedOut()).toBe(0);
      // No session holds any of them (a pooled connection that kept them would take them again
      // itself, so asking the pool to lock them proves nothing).
      expect(await heldLocks()).toBe(0);
      const other = new ProjectionLocks(dataSource);
      expect(await Promise.all(names.map((name) => other.tryLock(name)))).toEqual(names.map(() => true));
      await Promise.all(names.map((name) => other.unlock(name)));
    }
    expect(checkedOut()).toBe(0);
  });
});
