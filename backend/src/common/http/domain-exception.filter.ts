import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { DomainError, type ErrorKind } from '../errors/domain.error.js';
import { TooManyRequestsError } from '../errors/too-many-requests.error.js';
import type { ApiFailure } from './api-response.js';

const STATUS_OF: Record<ErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
};

// A busy stream frees up within a second or two; clients may retry after that.
const RETRY_AFTER_SECONDS = '1';
const DATABASE_UNAVAILABLE: ApiFailure = {
  status: 0,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

// The one translator from errors to `{status: 0, message}` bodies with a fitting HTTP code.
@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.describe(error);
    if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    else if (error instanceof TooManyRequestsError) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    else if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    response.status(status).json(body);
  }

  private describe(error: unknown): [number, ApiFailure] {
    if (error instanceof DomainError) {
      return [STATUS_OF[error.kind], { status: 0, message: error.message, code: error.code, errors: error.errors }];
    }
    if (error instanceof HttpException) {
      const payload = error.getResponse();
      const message =
        typeof payload === 'string' ? payload : ((payload as { message?: unknown }).message ?? error.message);
      return [error.getStatus(), { status: 0, message: Array.isArray(message) ? message.join(', ') : String(message) }];
    }
    if (isDatabaseUnavailable(error)) {
      this.logger.warn(`database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return [HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE];
    }
    if (isBodyParserError(error)) {
      const status = error.status ?? HttpStatus.BAD_REQUEST;
      return [
        status,
        { status: 0, message: status === 413 ? 'Request is too large.' : 'Request body is not valid JSON.' },
      ];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { status: 0, message: 'Something went wrong. Please try again.' }];
  }
}

function isBodyParserError(error: unknown): error is { status?: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    typeof (error as { type: unknown }).type === 'string'
  );
}
