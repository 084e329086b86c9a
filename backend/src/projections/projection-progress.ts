import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
}

const POLL_MS = 25;

/**
 * Where every projection stands. Local runners report commits; a runner in another process (or
 * another API replica holding the lock) is seen through the checkpoint table.
 */
@Injectable()
export class ProjectionProgress {
  private readonly local = new Map<string, number>();
  private names: string[] = [];
  private waiters: Waiter[] = [];

  constructor(private readonly dataSource: DataSource) {}

  register(names: string[]): void {
    this.names = names;
  }

  reported(projection: string, position: number): void {
    this.local.set(projection, position);
    const reached = this.localMinimum();
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.position > reached) return true;
      waiter.resolve(true);
      return false;
    });
  }

  /** A local runner stopped or lost its lock: its projection is read from the table again. */
  forget(projection: string): void {
    this.local.delete(projection);
  }

  /** Resolves true once every projection has applied `position`, false after `timeoutMs`. */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    if (position <= 0 || this.names.length === 0 || this.localMinimum() >= position) return true;
    const deadline = Date.now() + timeoutMs;
    let waiter: Waiter | undefined;
    const reachedLocally = new Promise<boolean>((resolve) => {
      waiter = { position, resolve };
      this.waiters.push(waiter);
    });
    try {
      while (Date.now() < deadline) {
        // Only projections this process does not run are read from the checkpoint table.
        const remote = this.names.filter((name) => !this.local.has(name));
        if (remote.length > 0 && (await this.minimumWithStored(remote)) >= position) return true;
        const pause = remote.length > 0 ? POLL_MS : deadline - Date.now();
        if (await raceTimeout(reachedLocally, pause)) return true;
      }
      return false;
    } finally {
      this.waiters = this.waiters.filter((other) => other !== waiter);
    }
  }

  private localMinimum(): number {
    if (this.names.some((name) => !this.local.has(name))) return 0;
    return Math.min(...this.names.map((name) => this.local.get(name)!));
  }

  private async minimumWithStored(remote: string[]): Promise<number> {
    const rows: { projection: string; position: string }[] = await this.dataSource.query(
      'select projection, position from projection_checkpoints where projection = any($1)',
      [remote],
    );
    const stored = new Map(rows.map((row) => [row.projection, Number(row.position)]));
    return Math.min(...this.names.map((name) => this.local.get(name) ?? stored.get(name) ?? 0));
  }
}

/**
 * `reached`, or false after `ms`. The timer is cleared once `reached` wins: every command waits
 * here, and a timer left running for the whole bound kept each command's closures alive (and
 * promoted to the old generation) for seconds.
 */
async function raceTimeout(reached: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([reached, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
