import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiFailure } from './api-response.js';

export interface CommandLimits {
  // Commands handled at once; more wait in the queue.
  concurrency: number;
  // Commands that may wait; beyond this the server answers 503 at once.
  queue: number;
  // A command that waited this long without starting is answered 503.
  maxWaitMs: number;
}

const COMMAND_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRY_AFTER_SECONDS = '1';
const BUSY: ApiFailure = {
  status: 0,
  code: 'SERVER_BUSY',
  message: 'The server is busy. Please try again in a moment.',
};

// Bounds the API commands (POST, PUT, PATCH, DELETE under /api) in flight. Past the concurrency
// they queue briefly; past the queue, or after waiting too long, they get 503 with Retry-After
// instead of piling up until every response is seconds late. Reads are never held back.
export function commandLimiter(limits: CommandLimits): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!COMMAND_METHODS.has(req.method) || !req.path.toLowerCase().startsWith('/api/')) return next();
    const start = () => {
      // Finished or abandoned, the slot goes to the next command once.
      let held = true;
      const done = () => {
        if (!held) return;
        held = false;
        release();
      };
      res.once('finish', done);
      res.once('close', done);
      next();
    };
    if (running < limits.concurrency) {
      running += 1;
      start();
      return;
    }
    if (waiting.length >= limits.queue) return busy(res);
    // Leaves the queue when its wait runs out or its client goes away.
    const leave = () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
      clearTimeout(timer);
      res.off('close', leave);
    };
    const timer = setTimeout(() => {
      leave();
      busy(res);
    }, limits.maxWaitMs);
    const turn = () => {
      leave();
      start();
    };
    res.once('close', leave);
    waiting.push(turn);
  };
}

function busy(res: Response): void {
  res.status(503).setHeader('Retry-After', RETRY_AFTER_SECONDS).json(BUSY);
}
