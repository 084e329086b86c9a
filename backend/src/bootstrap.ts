import { existsSync } from 'node:fs';
import path from 'node:path';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import { AppModule } from './app.module.js';
import { answerClientErrors } from './common/http/client-error.handler.js';
import { securityHeaders } from './common/http/security-headers.js';
import { refuseUnsafeText } from './common/http/unsafe-text.middleware.js';
import { PinoNestLogger } from './common/logging/pino-logger.js';
import { trustProxyOf } from './config/env.schema.js';
import type { Runtime } from './config/runtime.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';

/** Builds the HTTP application: API under /api, OpenAPI at /api/docs, the built React app at /. */
export async function createApp(runtime: Runtime, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.set('case sensitive routing', false);
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', trustProxyOf(runtime.env));
  app.use(securityHeaders);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(refuseUnsafeText);
  app.setGlobalPrefix('api', { exclude: [{ path: '/', method: RequestMethod.GET }] });
  app.enableShutdownHooks();
  if (runtime.env.REDIS_URL) {
    const adapter = new RedisIoAdapter(app, runtime.env.REDIS_URL);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Samvida API').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  serveFrontend(app, runtime);
  return app;
}

/** Serves the built frontend with an SPA fallback for every non-API GET. */
function serveFrontend(app: NestExpressApplication, runtime: Runtime): void {
  const dist = path.resolve(runtime.env.FRONTEND_DIST ?? 'frontend/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.toLowerCase().startsWith('/api')) return next();
    res.sendFile(index);
  });
}
