import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { ChannelListener } from '../database/channel-listener.js';

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
}

// Where the processes that run projections announce how far each has got (see ProjectionProgress.announcement).
export const PROGRESS_CHANNEL = 'projection_progress';
// While anyone waits on projections run elsewhere, the checkpoint table is read this often, in
// case an announcement is lost with a connection.
export const POLL_MS = 25;

// Where every projection stands. Local runners report each batch. A projection run by another
// process (`npm run projector`, or an API replica holding its lock) is seen through that
// process's announcements, which its checkpoint commits carry, and through the checkpoint table,
// read by one shared poll while anyone waits.
@Injectable()
export class ProjectionProgress implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, number>();
  private readonly listener: ChannelListener;
  private readonly closing = new AbortController();
  private names: string[] = [];
  private waiters: Waiter[] = [];
  private watching = false;
  private checkpointsReadAt = -Infinity;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {
    this.listener = new ChannelListener(runtime.databaseUrl, PROGRESS_CHANNEL, {
      onPayload: (payload) => this.announced(payload),
    });
  }

  register(names: string[]): void {
    this.names = names;
  }

  reported(projection: string, position: number): void {
    this.local.set(projection, position);
    this.settle();
  }

  // A local runner stopped or lost its lock: its projection is followed through other processes again.
  forget(projection: string): void {
    this.local.delete(projection);
  }

  // This process's runners' positions, with `committing`'s about to commit, as the payload of a
  // PROGRESS_CHANNEL notification sent in that commit.
  announcement(committing?: { projection: string; position: number }): string {
    const positions = Object.fromEntries(this.local);
    if (committing) positions[committing.projection] = committing.position;
    return JSON.stringify(positions);
  }

  // Resolves true once every projection has applied `position`, false after `timeoutMs`.
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= 0 || this.names.length === 0 || this.minimum() >= position) return true;
    let waiter: Waiter | undefined;
    const reached = new Promise<boolean>((resolve) => {
      waiter = { position, resolve };
      this.waiters.push(waiter);
    });
    if (this.names.some((name) => !this.local.has(name))) void this.watchOthers();
    try {
      return await raceTimeout(reached, timeoutMs);
    } finally {
      this.waiters = this.waiters.filter((other) => other !== waiter);
    }
  }

  // A process that runs no projections listens from the start, so its first commands hear the
  // projector's announcements too; otherwise the listener opens when a projection is first seen
  // to run elsewhere.
  async onApplicationBootstrap(): Promise<void> {
    if (this.runtime.env.PROJECTIONS === 'off') await this.listener.listen().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing.abort();
    await this.listener.close();
  }

  private positionOf(name: string): number {
    return this.local.get(name) ?? this.remote.get(name) ?? 0;
  }

  private minimum(): number {
    return Math.min(...this.names.map((name) => this.positionOf(name)));
  }

  private settle(): void {
    if (this.waiters.length === 0) return;
    const reached = this.minimum();
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.position > reached) return true;
      waiter.resolve(true);
      return false;
    });
  }

  // Another process's runners' positions.
  private announced(payload: string): void {
    let positions: Record<string, unknown>;
    try {
      positions = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return;
    }
    for (const [name, position] of Object.entries(positions)) {
      if (typeof position === 'number') this.advanceRemote(name, position);
    }
    this.settle();
  }

  // One loop for all waiters: reads the checkpoints, then waits for an announcement or the next
  // poll. An announcement settles the waiters as it arrives, so the table is read again only after
  // a poll that heard none, or once a poll's time has passed since the last read, in case one was
  // lost with a connection. (Read after every announcement, it cost a tenth of a statement per
  // command under load.)
  private async watchOthers(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    try {
      let quiet = false;
      while (this.waiters.length > 0 && !this.closing.signal.aborted) {
        const seen = this.listener.generation;
        if (quiet || performance.now() - this.checkpointsReadAt >= POLL_MS) {
          this.checkpointsReadAt = performance.now();
          await this.readCheckpoints();
          this.settle();
          if (this.waiters.length === 0) break;
        }
        const notifications = this.listener.notifications;
        await this.listener.waitForNotification(seen, POLL_MS, this.closing.signal).catch(() => sleep(POLL_MS));
        quiet = this.listener.notifications === notifications;
      }
    } catch {
      // The database is unreachable: the waiters time out, and the next one starts over.
    } finally {
      this.watching = false;
    }
  }

  private async readCheckpoints(): Promise<void> {
    const others = this.names.filter((name) => !this.local.has(name));
    if (others.length === 0) return;
    const rows: { projection: string; position: string }[] = await this.dataSource.query(
      'select projection, position from projection_checkpoints where projection = any($1)',
      [others],
    );
    for (const row of rows) this.advanceRemote(row.projection, Number(row.position));
  }

  // Positions heard late or read from the table never move a projection back.
  private advanceRemote(name: string, position: number): void {
    this.remote.set(name, Math.max(position, this.remote.get(name) ?? 0));
  }
}

// `reached`, or false after `ms`. The timer is cleared once `reached` wins: every command waits
// here, and a timer left running for the whole bound kept each command's closures alive (and
// promoted to the old generation) for seconds.
async function raceTimeout(reached: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([reached, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
