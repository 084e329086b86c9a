// The push bench's product: the built API as `main.js api` starts it on DATABASE_URL (projections
// inline), in a process of its own as in production, so that the bench's own collections do not
// land in its fan-out. It also notes when the stream-parties projection commits each stream
// version, the moment the bench times a push from, and tells the bench over IPC when asked, so
// that no message goes out while a push is on its way.
// Times are ms on CLOCK_MONOTONIC (process.hrtime), which the bench and its clients read too.
// In:  {committedAt: {streamId, version}} -> {committedAt: ms | null}
// SIGTERM, or the bench gone: closes the app and exits.
import 'reflect-metadata';

const dist = new URL('../../../backend/dist/backend/src/', import.meta.url);
const built = (file) => import(new URL(file, dist).href);
const { createApp } = await built('bootstrap.js');
const { createRootLogger } = await built('common/logging/pino-logger.js');
const { parseEnv } = await built('config/env.schema.js');
const { resolveJwtSecret } = await built('config/runtime.js');
const { migrate } = await built('database/data-source.js');
const { ProjectionsService } = await built('projections/projections.service.js');
const { STREAM_PARTIES_PROJECTION } = await built('projections/stream-parties.projector.js');

const now = () => Number(process.hrtime.bigint()) / 1e6;
const env = parseEnv(process.env);
const logger = createRootLogger(env.LOG_LEVEL);
await migrate(env.DATABASE_URL);
const app = await createApp({ env, databaseUrl: env.DATABASE_URL, jwtSecret: resolveJwtSecret(env) }, logger);

const committedAt = new Map();
app.get(ProjectionsService).onCommit((projection, events) => {
  if (projection !== STREAM_PARTIES_PROJECTION) return;
  const at = now();
  for (const event of events) committedAt.set(`${event.streamId}@${event.streamVersion}`, at);
});
process.on('message', ({ committedAt: { streamId, version } }) => {
  process.send({ committedAt: committedAt.get(`${streamId}@${version}`) ?? null });
});
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);

await app.listen(env.PORT);
logger.info(`Samvida is running on http://localhost:${env.PORT}`);
