import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../errors/domain.error.js';
import { AccessTokenService, type Actor } from './access-token.service.js';
import { ActingBusiness } from './acting-business.js';
import { SessionLiveness } from './session-liveness.js';

export const PUBLIC = 'samvida:public';

// Marks a route that needs no signed-in user (login, register, lookups, Connect).
export const Public = () => SetMetadata(PUBLIC, true);

export type AuthenticatedRequest = Request & { actor?: Actor };

// Global guard: every route needs a valid bearer access token unless marked @Public().
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
    private readonly liveness: SessionLiveness,
    private readonly acting: ActingBusiness,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC, [context.getHandler(), context.getClass()]);
    const token = bearerToken(request.headers.authorization);
    if (token)
      request.actor = await this.actorOf(token).catch((error: unknown) => {
        if (isPublic) return undefined;
        throw error;
      });
    if (isPublic || request.actor) return true;
    throw new DomainError('NOT_SIGNED_IN', 'Please sign in to continue.', 'unauthorized');
  }

  // A valid signature is not enough: the sign-in must not have ended (logout, password change, deleted user).
  private async actorOf(token: string): Promise<Actor> {
    const { userId, sessionId } = await this.tokens.verify(token);
    if (!(await this.liveness.isLive(userId, sessionId))) throw sessionEnded();
    const { businessId, ...acting } = await this.acting.of(userId);
    return { userId: businessId, memberId: userId, ...acting };
  }
}

// The refusal of a token whose sign-in ended; the screens offer sign-in again.
export const sessionEnded = () =>
  new DomainError('SESSION_ENDED', 'Your session has ended. Please sign in again.', 'unauthorized');

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1];
}
