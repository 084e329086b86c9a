import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from './api-response.js';

// An Idempotency-Key is an id (a uuid is 36 characters); anything longer is refused.
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

// Refuses an over-long Idempotency-Key with 400 before it reaches a handler or the event store.
export function limitIdempotencyKey(request: Request, response: Response, next: NextFunction): void {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length <= MAX_IDEMPOTENCY_KEY_LENGTH) return next();
  const body: ApiFailure = {
    status: 0,
    message: `The Idempotency-Key header is too long: at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters are allowed.`,
    code: 'IDEMPOTENCY_KEY_TOO_LONG',
  };
  response.status(400).json(body);
}
