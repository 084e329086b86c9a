import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

// A request whose JSON body's exact bytes were kept, for signatures computed over them (webhooks).
export type RawBodyRequest = Request & { rawBody?: Buffer };

// The JSON body parser's `verify` hook: keeps the bytes beside the parsed body.
export function keepRawBody(request: IncomingMessage, _response: unknown, bytes: Buffer): void {
  (request as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
}

// The body's bytes as received; empty when there was no JSON body.
export const rawBodyOf = (request: RawBodyRequest): Buffer => request.rawBody ?? Buffer.alloc(0);
