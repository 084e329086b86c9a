import 'reflect-metadata';
import { migrate } from './database/data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { createApp } from './bootstrap.js';
import { createRootLogger } from './common/logging/pino-logger.js';
import { InvalidConfigError, parseEnv } from './config/env.schema.js';
import { resolveJwtSecret, type Runtime } from './config/runtime.js';

/** `node main.js [api|projector|rebuild]`: the API (default), the projector alone, or a rebuild. */
async function main(): Promise<void> {
  const env = parseEnv();
  const logger = createRootLogger(env.LOG_LEVEL);
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, (line) => logger.warn(line));
    logger.info({ dataDir: env.DATA_DIR }, 'embedded PostgreSQL started');
  }
  const runtime: Runtime = {
    env,
    databaseUrl: env.DATABASE_URL ?? embedded!.url,
    jwtSecret: resolveJwtSecret(env),
  };
  await migrate(runtime.databaseUrl);
  const app = await createApp(runtime, logger);
  app.getHttpAdapter().getInstance();
  await app.listen(env.PORT);
  logger.info(`Samvida is running on http://localhost:${env.PORT}`);
  const shutdown = async () => {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Samvida failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
