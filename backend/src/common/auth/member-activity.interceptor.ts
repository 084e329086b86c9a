import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { from, mergeMap, type Observable } from 'rxjs';
import type { DataSource } from 'typeorm';
import type { AuthenticatedRequest } from './auth.guard.js';

// Records which member of a business made each change through the API (the call, not its body),
// in one place for every changing route: for the relational features the only record of the
// member (contract and RFQ events also carry them). Recorded before the answer goes out; a failure
// to record is logged.
@Injectable()
export class MemberActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger('MemberActivity');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const actor = request.actor;
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if (!changes || !actor?.memberId || actor.memberId === actor.userId) return next.handle();
    const call = `${request.method} ${(request.route as { path?: string } | undefined)?.path ?? request.path}`;
    return next
      .handle()
      .pipe(mergeMap((body) => from(this.record(actor.userId, actor.memberId!, call).then(() => body))));
  }

  private async record(businessId: string, memberId: string, call: string): Promise<void> {
    await this.dataSource
      .query('insert into member_activity (business_id, member_id, call) values ($1, $2, $3)', [
        businessId,
        memberId,
        call,
      ])
      .catch((error: unknown) => this.logger.error(`not recorded: ${call} by ${memberId}: ${String(error)}`));
  }
}
