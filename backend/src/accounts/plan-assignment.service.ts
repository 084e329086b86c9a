import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

// The plan a user's profile shows, set by subscriptions inside its own transaction.
@Injectable()
export class PlanAssignmentService {
  async assign(manager: EntityManager, userId: string, planId: number): Promise<void> {
    await manager.update(User, { id: userId }, { planId });
  }
}
