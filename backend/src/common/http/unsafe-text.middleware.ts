import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from './api-response.js';

// No text field of any request may be longer; each field's own schema sets a tighter limit.
export const MAX_TEXT_LENGTH = 10_000;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Why `text` cannot be stored, in words a user can act on; undefined when it can.
export function unsafeTextReason(text: string): string | undefined {
  if (text.includes('\u0000'))
    return 'The text contains a NUL character, which is not allowed. Remove it and try again.';
  if (LONE_SURROGATE.test(text))
    return 'The text contains a broken character (an unpaired Unicode surrogate). Remove it and try again.';
  if (text.length > MAX_TEXT_LENGTH)
    return `A text field is too long: at most ${MAX_TEXT_LENGTH.toLocaleString('en-IN')} characters are allowed.`;
  return undefined;
}

// The first reason found anywhere in a parsed body or query (keys included), depth-first.
function firstReason(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return unsafeTextReason(value);
  if (depth > 32) return 'The request is nested too deeply.';
  if (Array.isArray(value)) {
    for (const entry of value) {
      const reason = firstReason(entry, depth + 1);
      if (reason) return reason;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      const reason = unsafeTextReason(key) ?? firstReason(entry, depth + 1);
      if (reason) return reason;
    }
  }
  return undefined;
}

// Path parameters reach handlers percent-decoded, so check them decoded (a bad escape stays as is).
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// Refuses with 400, before any handler runs, a request whose body, query or path holds a NUL
// character, a lone surrogate or an over-long string: PostgreSQL cannot store the first, JSON
// hashing and canonical forms break on the second.
export function refuseUnsafeText(request: Request, response: Response, next: NextFunction): void {
  const reason = firstReason([decodedPath(request.path), request.query, request.body]);
  if (!reason) return next();
  const body: ApiFailure = { status: 0, message: reason };
  response.status(400).json(body);
}
