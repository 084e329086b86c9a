// The push bench's product: the built API started as `main.mjs api` starts it (`serve`), on
// DATABASE_URL with the projections inline, in a process of its own as in production, so that the
// bench's own collections do not land in its fan-out. It also notes when the stream-parties
// projection commits each stream version, the moment the bench times a push from, and tells the
// bench over IPC when asked, so that no message goes out while a push is on its way.
// It loads tsc's output module by module, not the bundle `npm start` runs, since it needs the
// app's own classes (the same code; only the start is slower).
// Times are ms on CLOCK_MONOTONIC (process.hrtime), which the bench and its clients read too.
// In:  {committedAt: {streamId, version}} -> {committedAt: ms | null}
// SIGTERM, or the bench gone: closes the app and exits.
import 'reflect-metadata';

const dist = new URL('../../../backend/dist/backend/src/', import.meta.url);
const built = (file) => import(new URL(file, dist).href);
const { serve } = await built('server.js');
const { ProjectionsService } = await built('projections/projections.service.js');
const { STREAM_PARTIES_PROJECTION } = await built('projections/stream-parties.projector.js');

const now = () => Number(process.hrtime.bigint()) / 1e6;
// Listening before the listener below is added: the bench's rounds start long after.
const { app, stop } = await serve('api');

const committedAt = new Map();
app.get(ProjectionsService).onCommit((projection, events) => {
  if (projection !== STREAM_PARTIES_PROJECTION) return;
  const at = now();
  for (const event of events) committedAt.set(`${event.streamId}@${event.streamVersion}`, at);
});
process.on('message', ({ committedAt: { streamId, version } }) => {
  process.send({ committedAt: committedAt.get(`${streamId}@${version}`) ?? null });
});
const exit = () => void stop().then(() => process.exit(0));
process.once('SIGTERM', exit);
process.once('disconnect', exit);
