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
        if ((await this.storedMinimum()) >= position) return true;
        if (await Promise.race([reachedLocally, sleep(POLL_MS).then(() => false)])) return true;
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

  private async storedMinimum(): Promise<number> {
    const rows: { position: string }[] = await this.dataSource.query(
      'select position from projection_checkpoints where projection = any($1)',
      [this.names],
    );
    if (rows.length < this.names.length) return 0;
    return Math.min(...rows.map((row) => Number(row.position)));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
