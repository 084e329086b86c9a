import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, switchMap, type Observable } from 'rxjs';
import { AUDITED_READ } from '../../common/auth/audited-read.decorator.js';
import type { AuthenticatedRequest } from '../../common/auth/auth.guard.js';
import { Clock } from '../../common/clock.js';
import { auditAccessEnded, auditorReadOnly } from '../audit-access.service.js';
import { AuditorTrail } from './auditor-trail.service.js';
import { namedIds, queryDetails } from './named-ids.js';

// The one place that decides what an auditor may do, for every route, before its pipes and its
// handler run. A request that names (by any id) a contract the caller audits is either a read marked
// @AuditedRead, which is refused once the grant's last day has passed (by the clock, at this very
// request) and otherwise written to the read log, or anything else, which answers 403.
@Injectable()
export class AuditorGate implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditorTrail,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.actor?.userId;
    const ids = userId ? namedIds(request) : [];
    if (!userId || !ids.length) return next.handle();
    const read = this.reflector.get<string | undefined>(AUDITED_READ, context.getHandler());
    return from(this.admit(request, userId, ids, read)).pipe(switchMap(() => next.handle()));
  }

  private async admit(request: AuthenticatedRequest, userId: string, ids: string[], read?: string): Promise<void> {
    const audited = await this.trail.contractsNamed(userId, ids, this.clock.now());
    if (!audited.length) return;
    if (read === undefined) throw auditorReadOnly();
    if (audited.some((contract) => !contract.open)) throw auditAccessEnded();
    await this.trail.logRead(audited, userId, read, queryDetails(request.query));
  }
}
