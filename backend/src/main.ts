import 'reflect-metadata';
import { createApp } from './bootstrap.js';
import { chooseLogFormat, createPrettyLogger, createRootLogger } from './common/logging/pino-logger.js';
import { InvalidConfigError, parseEnv } from './config/env.schema.js';
import { resolveJwtSecret, type Runtime } from './config/runtime.js';
import { migrate } from './database/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { ProjectionsService } from './projections/projections.service.js';

type Mode = 'api' | 'projector' | 'rebuild';

/**
 * `main.js [api|projector|rebuild]`: the API with the web app (default); the projections alone
 * (still serving the socket.io pushes they drive); or a rebuild of every read model.
 */
async function main(mode: Mode): Promise<void> {
  const env = parseEnv({
    ...process.env,
    ...(mode === 'projector' && { PROJECTIONS: 'inline' }),
    ...(mode === 'rebuild' && { PROJECTIONS: 'off' }),
  });
  const logger =
    chooseLogFormat(env, process.stdout.isTTY === true) === 'pretty'
      ? await createPrettyLogger(env.LOG_LEVEL)
      : createRootLogger(env.LOG_LEVEL);
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, (line) => logger.warn(line));
    logger.info({ dataDir: env.DATA_DIR }, 'embedded PostgreSQL started');
  }
  const runtime: Runtime = { env, databaseUrl: env.DATABASE_URL ?? embedded!.url, jwtSecret: resolveJwtSecret(env) };
  await migrate(runtime.databaseUrl);
  const app = await createApp(runtime, logger);
  const stop = async () => {
    await app.close();
    await embedded?.stop();
  };
  if (mode === 'rebuild') {
    await app.init();
    const head = await app.get(ProjectionsService).rebuild();
    logger.info(`read models rebuilt up to position ${head}`);
    await stop();
    return;
  }
  await app.listen(env.PORT);
  logger.info(
    mode === 'api' ? `Samvida is running on http://localhost:${env.PORT}` : `projector running (port ${env.PORT})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().then(() => process.exit(0)));
  }
}

const mode = (process.argv[2] ?? 'api') as Mode;
if (!['api', 'projector', 'rebuild'].includes(mode)) {
  process.stderr.write(`Unknown mode "${mode}": use api, projector or rebuild.\n`);
  process.exit(2);
}
main(mode).catch((error: unknown) => {
  const detail =
    error instanceof InvalidConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Samvida failed to start: ${detail}\n`);
  process.exit(1);
});
