// Request helpers shared by the stream features: the idempotency header, case-insensitive query
// parameters, and the query string and body read as one (for calls the spec sends as GET or POST).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';

// The header whose value becomes the command id: a repeated request appends nothing.
export const IDEMPOTENCY_KEY = 'idempotency-key';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Query parameters matched case-insensitively (the spec writes both `agreementid` and `agreementId`).
export function queryOf<S extends z.ZodRawShape>(shape: S) {
  const names = Object.keys(shape);
  return z.preprocess(
    (raw) =>
      isRecord(raw)
        ? Object.fromEntries(
            Object.entries(raw).map(([key, value]) => [
              names.find((n) => n.toLowerCase() === key.toLowerCase()) ?? key,
              value,
            ]),
          )
        : raw,
    z.object(shape),
  );
}

// The query string and the JSON body as one object (for calls the spec sends as GET or POST).
export const QueryAndBody = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Record<string, unknown> => {
    const request = context.switchToHttp().getRequest<Request>();
    return { ...(request.query as Record<string, unknown>), ...(isRecord(request.body) ? request.body : {}) };
  },
);
