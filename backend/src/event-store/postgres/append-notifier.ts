import type pg from 'pg';
import type { ChannelListener } from '../../database/channel-listener.js';

export const APPEND_CHANNEL = 'event_store_appended';

// NOTIFYs are at least this far apart: the appends of the wait share the next one. Other
// processes' subscribers may wake this much later, and a single writer does not pay a second
// statement per append.
const NOTIFY_GAP_MS = 5;

// Wakes subscribers after appends commit: this store's own at once, other processes' through a
// NOTIFY, sent at once after a quiet spell and otherwise at most once per gap, and only while
// another process may be following the feed. A hint only; subscribers still poll in case one is
// lost. NOTIFY is kept out of the append's transaction because PostgreSQL serialises the commits
// of notifying transactions.
export class AppendAnnouncer {
  private lastSent = -Infinity;
  private scheduled = false;
  // Whether another process may be following the feed (see `EventStore.setOthersMayFollow`).
  othersMayFollow: () => boolean = () => true;

  // `origin` is the payload of the NOTIFYs: it tells this process's listener they are its own.
  constructor(
    private readonly pool: pg.Pool,
    private readonly local: ChannelListener,
    private readonly origin: string,
  ) {}

  // Call after the append committed.
  announce(): void {
    this.local.wake();
    if (this.scheduled || !this.othersMayFollow()) return;
    const wait = this.lastSent + NOTIFY_GAP_MS - performance.now();
    if (wait <= 0) return this.send();
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      this.send();
    }, wait).unref();
  }

  private send(): void {
    this.lastSent = performance.now();
    this.pool.query('select pg_notify($1, $2)', [APPEND_CHANNEL, this.origin]).catch(() => undefined);
  }
}
