import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { createApp } from './bootstrap.js';
import { chooseLogFormat, createPrettyLogger, createRootLogger } from './common/logging/pino-logger.js';
import { resolvePdfSigningIdentity } from './common/pdf/signing/pdf-signing-identity.js';
import { type Env, parseEnv } from './config/env.schema.js';
import { resolveJwtSecret, type Runtime } from './config/runtime.js';
import { migrate } from './database/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { ProjectionsService } from './projections/projections.service.js';

export type Mode = 'api' | 'projector' | 'rebuild';

export interface Server {
  app: INestApplication;
  env: Env;
  logger: Logger;
  // Closes the app, then the embedded database if one was started.
  stop(): Promise<void>;
}

// The app for `mode` on a migrated database: DATABASE_URL's, or an embedded one in DATA_DIR.
// `projector` runs the projections, `rebuild` none (it rebuilds them itself). `settings` are the
// environment variables to read (a backup or restore passes its own).
export async function createServer(mode: Mode, settings: NodeJS.ProcessEnv = process.env): Promise<Server> {
  const env = parseEnv({
    ...settings,
    ...(mode === 'projector' && { PROJECTIONS: 'inline' }),
    ...(mode === 'rebuild' && { PROJECTIONS: 'off' }),
  });
  // Before anything starts: a signing file that cannot be used stops the start with the reason.
  const pdfSigning = resolvePdfSigningIdentity(env);
  const logger =
    chooseLogFormat(env, process.stdout.isTTY === true) === 'pretty'
      ? await createPrettyLogger(env.LOG_LEVEL)
      : createRootLogger(env.LOG_LEVEL);
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, (line) => logger.warn(line));
    logger.info({ dataDir: env.DATA_DIR }, 'embedded PostgreSQL started');
  }
  const runtime: Runtime = {
    env,
    databaseUrl: env.DATABASE_URL ?? embedded!.url,
    jwtSecret: resolveJwtSecret(env),
    pdfSigning,
  };
  await migrate(runtime.databaseUrl);
  const app = await createApp(runtime, logger);
  const stop = async () => {
    await app.close();
    await embedded?.stop();
  };
  return { app, env, logger, stop };
}

// createServer listening on PORT, once it has said so.
export async function serve(mode: Exclude<Mode, 'rebuild'>): Promise<Server> {
  const server = await createServer(mode);
  const { PORT } = server.env;
  await server.app.listen(PORT);
  server.logger.info(
    mode === 'api' ? `Samvida is running on http://localhost:${PORT}` : `projector running (port ${PORT})`,
  );
  return server;
}

// `npm run projections:rebuild`: a process that follows no projection empties every read model
// and replays the whole store into it. Answers the position the read models were rebuilt up to.
export async function rebuildReadModels(settings: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { app, logger, stop } = await createServer('rebuild', settings);
  try {
    await app.init();
    const head = await app.get(ProjectionsService).rebuild();
    logger.info(`read models rebuilt up to position ${head}`);
    return head;
  } finally {
    await stop();
  }
}
