import { existsSync } from 'node:fs';
import path from 'node:path';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { answerClientErrors } from './common/http/client-error.handler.js';
import { lazyApiDocs } from './common/http/api-docs.js';
import { commandLimiter } from './common/http/command-limiter.js';
import { limitIdempotencyKey } from './common/http/idempotency-key.middleware.js';
import { keepRawBody } from './common/http/raw-body.js';
import { securityHeaders } from './common/http/security-headers.js';
import { staticAssets } from './common/http/static-assets.js';
import { refuseUnsafeText } from './common/http/unsafe-text.middleware.js';
import { PinoNestLogger } from './common/logging/pino-logger.js';
import { requestLogger } from './common/logging/request-logger.js';
import { trustProxyOf } from './config/env.schema.js';
import type { Runtime } from './config/runtime.js';

const COMMAND_MAX_WAIT_MS = 1_000;

// Builds the HTTP application: API under /api, OpenAPI at /api/docs, the built React app at /.
export async function createApp(runtime: Runtime, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.set('case sensitive routing', false);
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', trustProxyOf(runtime.env));
  app.use(securityHeaders);
  app.use(requestLogger(logger));
  // API answers of 1 kB and more go gzip- or brotli-compressed to clients that accept it (a
  // 1,000-item contract's items are 800 kB of JSON); the built app's files come precompressed.
  app.use('/api', compression());
  // Before the body parser: a refused command costs no parsing.
  app.use(
    commandLimiter({
      concurrency: runtime.env.COMMAND_CONCURRENCY,
      queue: runtime.env.COMMAND_QUEUE,
      maxWaitMs: COMMAND_MAX_WAIT_MS,
    }),
  );
  app.use(express.json({ limit: '1mb', verify: keepRawBody }));
  app.use(refuseUnsafeText);
  app.use(limitIdempotencyKey);
  app.setGlobalPrefix('api', { exclude: [{ path: '/', method: RequestMethod.GET }] });
  app.enableShutdownHooks();
  if (runtime.env.REDIS_URL) {
    // The redis client loads only when REDIS_URL is set.
    const { RedisIoAdapter } = await import('./realtime/redis-io.adapter.js');
    const adapter = new RedisIoAdapter(app, runtime.env.REDIS_URL);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  app.use(lazyApiDocs(app));
  serveFrontend(app, runtime);
  return app;
}

// Serves the built frontend with an SPA fallback for every non-API GET.
function serveFrontend(app: NestExpressApplication, runtime: Runtime): void {
  const dist = path.resolve(runtime.env.FRONTEND_DIST ?? 'frontend/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(staticAssets(dist));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.toLowerCase().startsWith('/api')) return next();
    res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } });
  });
}
