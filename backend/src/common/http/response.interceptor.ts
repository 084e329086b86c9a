import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { toSuccess } from './api-response.js';

// Wraps every controller result in `{status: 1, data, message?}`; raw streams (PDFs) pass through,
// and so do socket acknowledgements (`join` answers `{ok}`).
@Injectable()
export class ResponseInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((body) => (Buffer.isBuffer(body) ? body : toSuccess(body))));
  }
}
