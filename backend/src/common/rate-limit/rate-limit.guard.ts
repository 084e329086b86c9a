import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import type { AuthenticatedRequest } from '../auth/auth.guard.js';
import { RATE_LIMITS, type ActionLimits, type LimitedAction } from './rate-limits.js';
import { RateLimiter } from './rate-limiter.js';

const ACTION = 'samvida:rate-limit';

// Puts a route under the limits of `RATE_LIMITS[action]`.
export const RateLimit = (action: LimitedAction) => SetMetadata(ACTION, action);

// Counts each request per client IP and, where configured, per contact named in the body and per user.
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly enabled: boolean;

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(RUNTIME) { env }: Runtime,
  ) {
    this.enabled = (env.RATE_LIMITS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<LimitedAction | undefined>(ACTION, context.getHandler());
    if (!this.enabled || !action) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const { perIp, perContact, perUser }: ActionLimits = RATE_LIMITS[action];
    await this.limiter.hit(`${action}:ip:${request.ip ?? 'unknown'}`, perIp);
    const contact = perContact && fieldOf(request.body, perContact.field);
    if (perContact && contact) await this.limiter.hit(`${action}:contact:${contact}`, perContact);
    const userId = (request as AuthenticatedRequest).actor?.userId;
    if (perUser && userId) await this.limiter.hit(`${action}:user:${userId}`, perUser);
    return true;
  }
}

// Runs before validation, so the field may be anything; only a non-empty string is counted.
function fieldOf(body: unknown, field: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}
