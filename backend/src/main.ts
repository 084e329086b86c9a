import 'reflect-metadata';
import { InvalidConfigError } from './config/env.schema.js';
import { type Mode, rebuildReadModels, serve } from './server.js';

// `main.js [api|projector|rebuild]`: the API with the web app (default); the projections alone
// (still serving the socket.io pushes they drive); or a rebuild of every read model.
async function main(mode: Mode): Promise<void> {
  if (mode === 'rebuild') {
    await rebuildReadModels();
    return;
  }
  const { stop } = await serve(mode);
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
