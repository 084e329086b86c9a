import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { RechargeResult } from './recharge.handler.js';
import type { RechargeParams } from './recharge.request.js';

// Recharge: the browser's callback after checkout; the plan applies once the payment is verified.
export class RechargeCommand extends Command<RechargeResult> {
  constructor(
    readonly actor: Actor,
    readonly request: RechargeParams,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
