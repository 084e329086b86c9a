import pg from 'pg';
import type { Env } from '../config/env.schema.js';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { BackupError } from './backup.errors.js';

export interface OpenDatabase {
  url: string;
  // Stops the embedded server when this command started it.
  close(): Promise<void>;
}

// The database a backup or restore works on: DATABASE_URL's; else the embedded one in DATA_DIR,
// on the server `npm start` is running there or on one started for this command.
export async function openDatabase(env: Env, log: (line: string) => void): Promise<OpenDatabase> {
  const url = env.DATABASE_URL ?? runningEmbeddedPostgresUrl(env.DATA_DIR);
  if (url) return { url, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, log);
  return { url: embedded.url, close: () => embedded.stop() };
}

// The settings the app is started with inside a backup or restore: on the database found, and
// without Redis, which it has no pushes for (an outage of it must not stop a backup).
export const appSettings = (settings: NodeJS.ProcessEnv, url: string): NodeJS.ProcessEnv => ({
  ...settings,
  DATABASE_URL: url,
  REDIS_URL: '',
});

// Backups copy the PostgreSQL event store; EventStoreDB has its own backup tools.
export function refuseEventStoreDb(env: Env): void {
  if (env.EVENTSTORE_URL) {
    throw new BackupError(
      'EVENTSTORE_URL is set, so the events live in EventStoreDB: back it up with its own tools. npm run backup and npm run restore copy the PostgreSQL event store.',
    );
  }
}

// Runs `work` with a client on `url`, closed afterwards.
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
