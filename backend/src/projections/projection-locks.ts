import type { DataSource, QueryRunner } from 'typeorm';
import { lockKey } from './lock-key.js';

// The session-level advisory locks of one process's runners, all held on a single connection: a
// lock per runner would take a pooled connection each for as long as the process runs, and with
// a runner per projection and reactor the pool would have nothing left for the work itself.
export class ProjectionLocks {
  private holder?: Promise<QueryRunner>;
  private connected?: QueryRunner;
  private readonly held = new Set<string>();
  // One query at a time on the shared connection (pg queues them too, but warns that it will stop).
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  // Takes the lock of `projection` if no other process holds it.
  async tryLock(projection: string): Promise<boolean> {
    try {
      const [row] = await this.query('select pg_try_advisory_lock($1) as locked', [lockKey(projection)]);
      const locked = row?.locked === true;
      if (locked) this.held.add(projection);
      return locked;
    } catch (error) {
      // A broken connection held nothing any more: start afresh on the next try.
      await this.close();
      throw error;
    }
  }

  // True while this process holds `projection`'s lock. A lock ends with its session: once the
  // connection is lost (TypeORM then releases its query runner), another process may take it.
  holds(projection: string): boolean {
    return this.held.has(projection) && this.connected?.isReleased === false;
  }

  async unlock(projection: string): Promise<void> {
    const holder = this.holder;
    if (!this.held.delete(projection) || !holder) return;
    // On the connection that holds the lock, never on a new one: runners stopping together could
    // otherwise open a connection after the last of them closed the old one, and keep it forever.
    // The connection goes back to the pool in the same turn as the last unlock, so after all the
    // unlocks queued before it: runners stop together, and all let go before the first unlock ran.
    await this.inTurn(async () => {
      await (await holder).query('select pg_advisory_unlock($1)', [lockKey(projection)]);
      if (this.held.size === 0 && this.holder === holder) await this.close();
    }).catch(() => undefined);
  }

  private query(sql: string, parameters: unknown[]): Promise<{ locked?: boolean }[]> {
    return this.inTurn(async () => (await this.connection()).query(sql, parameters));
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async connection(): Promise<QueryRunner> {
    // A lost connection held nothing any more: start afresh.
    if (this.connected?.isReleased) await this.close();
    this.holder ??= (async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      return (this.connected = runner);
    })();
    return this.holder;
  }

  private async close(): Promise<void> {
    const holder = this.holder;
    this.holder = undefined;
    this.connected = undefined;
    this.held.clear();
    const connection = await holder?.catch(() => undefined);
    if (!connection) return;
    // Back in the pool, the connection must hold nothing another process waits for.
    await connection.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await connection.release().catch(() => undefined);
  }
}
