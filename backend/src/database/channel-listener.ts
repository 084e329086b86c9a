import pg from 'pg';

// One LISTEN connection on a PostgreSQL channel, shared by everyone in the process who waits on
// it. Notifications are hints: whoever waits still polls, in case one is lost with a connection.
export class ChannelListener {
  private listener?: Promise<pg.Client>;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  // Counts wakes, so a waiter can tell whether one came while it was reading.
  generation = 0;
  // Counts the notifications heard, this process's own left out.
  notifications = 0;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly options: {
      // Hears each notification's payload before the waiters wake.
      onPayload?: (payload: string) => void;
      // Marks this process's own notifications: it woke its waiters when it made them, so they
      // are not heard again.
      ownPayload?: string;
    } = {},
  ) {}

  async listen(): Promise<void> {
    if (this.closed) return;
    this.listener ??= this.connect();
    await this.listener;
  }

  // Resolves when a notification newer than `seen` arrives, after `timeoutMs`, or on abort.
  async waitForNotification(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
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
    client.on('notification', ({ payload }) => {
      if (this.options.ownPayload !== undefined && payload === this.options.ownPayload) return;
      this.notifications += 1;
      if (payload) this.options.onPayload?.(payload);
      this.wake();
    });
    // A lost connection is reopened by the next wait; until then waiters fall back to polling.
    client.on('error', () => {
      this.listener = undefined;
      this.wake();
      client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      return client;
    } catch (error) {
      this.listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  // Wakes every waiter; also called for this process's own news.
  wake(): void {
    this.generation += 1;
    for (const done of [...this.waiters]) done();
  }
}
