import pg from 'pg';

const CHANNEL = 'event_store_appended';

// Appends within this window share one NOTIFY: other processes' subscribers may wake this much
// later, and a single writer does not pay a second statement per append.
const NOTIFY_WINDOW_MS = 5;

/**
 * Wakes subscribers after appends commit: this store's own at once, other processes' through one
 * NOTIFY per window. A hint only; subscribers still poll in case one is lost. NOTIFY is kept out
 * of the append's transaction because PostgreSQL serialises the commits of notifying transactions.
 */
export class AppendAnnouncer {
  private scheduled = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly local: AppendNotifier,
  ) {}

  /** Call after the append committed. */
  announce(): void {
    this.local.wake();
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      this.pool.query('select pg_notify($1, null)', [CHANNEL]).catch(() => undefined);
    }, NOTIFY_WINDOW_MS).unref();
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

  /** Wakes every waiting subscriber; also called for appends of this process. */
  wake(): void {
    this.generation += 1;
    for (const done of [...this.waiters]) done();
  }
}
