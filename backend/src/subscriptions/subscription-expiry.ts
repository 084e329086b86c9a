import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, LessThanOrEqual } from 'typeorm';
import { PlanAssignmentService } from '../accounts/plan-assignment.service.js';
import { FREE_PLAN_ID } from '../lookups/lookups.service.js';
import { Subscription } from './subscription.entity.js';

const SWEEP_EVERY_MS = 60_000;

// Puts users whose paid period has ended back on Free (their profile and header). Limits already
// follow the period end on their own; contracts made meanwhile are left as they are.
@Injectable()
export class SubscriptionExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SubscriptionExpiry.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly planAssignment: PlanAssignmentService,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => this.expireEnded(new Date()).catch((error: unknown) => this.logger.warn(String(error)));
    this.timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
    void sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  // The number of subscriptions that ended by `now` and were moved to Free.
  expireEnded(now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await manager.find(Subscription, {
        where: { periodEnd: LessThanOrEqual(now), expiredAt: IsNull() },
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      for (const subscription of ended) {
        await this.planAssignment.assign(manager, subscription.userId, FREE_PLAN_ID);
        await manager.update(Subscription, { userId: subscription.userId }, { expiredAt: now });
      }
      return ended.length;
    });
  }
}
