import type pg from 'pg';
import type { ChannelListener } from '../../database/channel-listener.js';

export const APPEND_CHANNEL = 'event_store_appended';

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
    private readonly local: ChannelListener,
  ) {}

  /** Call after the append committed. */
  announce(): void {
    this.local.wake();
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      this.pool.query('select pg_notify($1, null)', [APPEND_CHANNEL]).catch(() => undefined);
    }, NOTIFY_WINDOW_MS).unref();
  }
}
