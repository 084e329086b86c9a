import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { EntityId } from '@samvida/machines';
import { from, switchMap, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../../common/auth/auth.guard.js';
import { Clock } from '../../common/clock.js';
import { AuditAccess } from '../audit-access.service.js';

const AGREEMENT_PARAMS = new Set(['agid', 'agreementid']);

// Every GET an auditor makes about an agreement (detail, items, terms, reports; the audit views
// log their own) is refused once the grant has ended, and otherwise written to the read log.
@Injectable()
export class AuditorReadInterceptor implements NestInterceptor {
  constructor(
    private readonly access: AuditAccess,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const agreementId = request.method === 'GET' ? agreementIdOf(request) : undefined;
    const userId = request.actor?.userId;
    if (!agreementId || !userId || /^\/api\/audit\//i.test(request.path)) return next.handle();
    const what = request.path.replace(/^\/api\//i, '');
    return from(this.access.checkAuditorRead(agreementId, userId, what, this.clock.now())).pipe(
      switchMap(() => next.handle()),
    );
  }
}

function agreementIdOf(request: AuthenticatedRequest): string | undefined {
  const entry = Object.entries(request.query).find(([key]) => AGREEMENT_PARAMS.has(key.toLowerCase()));
  const parsed = EntityId.safeParse(entry?.[1]);
  return parsed.success ? parsed.data : undefined;
}
