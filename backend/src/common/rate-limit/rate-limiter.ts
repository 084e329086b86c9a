import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../errors/too-many-requests.error.js';
import { Clock } from '../clock.js';
import type { Limit } from './rate-limits.js';

const CLEANUP_EVERY_MS = 60 * 60_000;

// Fixed-window counters in PostgreSQL, so every API instance shares them. (@nestjs/throttler 6.7
// loads under Node but is CommonJS requiring ESM Nest 12, which jest's ESM runtime refuses.)
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.removeExpired().catch(() => undefined), CLEANUP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  // Counts one hit on `key`; over the limit it throws a 429 saying how long to wait.
  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const [{ hits }] = await this.dataSource.query<{ hits: number }[]>(
      `insert into rate_limit_counters (key, window_start, hits) values ($1, $2, 1)
       on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
       returning hits`,
      [key, new Date(windowStart)],
    );
    if (hits > limit.max) throw new TooManyRequestsError('RATE_LIMITED', (windowStart + windowMs - now) / 1000);
  }

  private async removeExpired(): Promise<void> {
    await this.dataSource.query(`delete from rate_limit_counters where window_start < $1`, [
      new Date(this.clock.now().getTime() - 2 * CLEANUP_EVERY_MS),
    ]);
  }
}
