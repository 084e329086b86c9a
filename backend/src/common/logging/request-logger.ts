import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

// Never written, even at debug.
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-razorpay-signature']);

// One short line per API request at info once the response is sent: method, path (no query
// string, which may carry contacts), status, milliseconds and the request id, which is also the
// X-Request-Id response header (taken from the request's own header when it has one). The
// request's headers go to a second line, at debug only. A request whose client went away before
// the answer is logged as aborted.
export function requestLogger(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const reqId = requestIdOf(req);
    res.setHeader('X-Request-Id', reqId);
    // 'close' follows 'finish', or comes alone when the client went away before the answer.
    if (req.path.toLowerCase().startsWith('/api'))
      res.once('close', () => logRequest(logger, req, res, reqId, started));
    next();
  };
}

function logRequest(logger: Logger, req: Request, res: Response, reqId: string, started: bigint): void {
  const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  const path = req.originalUrl.split('?')[0]!;
  if (!res.writableFinished) {
    logger.info({ reqId, method: req.method, path, aborted: true, ms }, `${req.method} ${path} aborted ${ms}ms`);
    return;
  }
  const line = { reqId, method: req.method, path, status: res.statusCode, ms };
  logger[res.statusCode >= 500 ? 'error' : 'info'](line, `${req.method} ${path} ${res.statusCode} ${ms}ms`);
  if (logger.isLevelEnabled('debug')) logger.debug({ reqId, headers: safeHeaders(req) }, 'request headers');
}

function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  // A caller's id is echoed only when it is short and plain, so it cannot forge log lines.
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

function safeHeaders(req: Request): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, SECRET_HEADERS.has(name) ? '[redacted]' : value]),
  );
}
