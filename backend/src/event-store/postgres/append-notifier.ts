import pg from 'pg';

const CHANNEL = 'event_store_appended';

/**
 * Wakes subscribers after appends commit: a hint only, so subscribers still poll in case one is
 * lost. At most one NOTIFY is in flight; appends that commit meanwhile share the next one, sent
 * after theirs committed. A NOTIFY outside the append's transaction keeps commits from queueing
 * on PostgreSQL's notify lock.
 */
export class AppendAnnouncer {
  private sending = false;
  private pending = false;

  constructor(private readonly pool: pg.Pool) {}

  /** Call after the append committed. */
  announce(): void {
    if (this.sending) {
      this.pending = true;
      return;
    }
    this.sending = true;
    this.pool
      .query('select pg_notify($1, null)', [CHANNEL])
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        if (this.pending) {
          this.pending = false;
          this.announce();
        }
      });
  }
}

/** One LISTEN connection per store, shared by its subscribers. */
export class AppendNotifier {
  private listener?: Promise<pg.Client>;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  /** Counts notifications, so a subscriber can tell whether one arrived while it was reading. */
  generation = 0;

  constructor(private readonly connectionString: string) {}

  async listen(): Promise<void> {
    if (this.closed) return;
    this.listener ??= this.connect();
    await this.listener;
  }

  /** Resolves when a notification newer than `seen` arrives, after `timeoutMs`, or on abort. */
  async waitForAppend(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted || this.closed) return;
    await this.listen();
    if (this.generation !== seen || signal.aborted || this.closed) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    this.wake();
    await listener?.then((client) => client.end()).catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.wake());
    // A lost connection is reopened by the next wait; until then subscribers fall back to polling.
    client.on('error', () => {
      this.listener = undefined;
      this.wake();
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return client;
    } catch (error) {
      this.listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private wake(): void {
    this.generation += 1;
    for (const done of [...this.waiters]) done();
  }
}
