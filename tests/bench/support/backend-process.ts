// The product as `npm start` runs it, for the benches: the built backend in a process of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../setup/private-postgres.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// The bundle `npm start` runs (backend/rolldown.config.mjs).
const MAIN = 'backend/dist/bundle/main.mjs';
const READY_LINE = { api: 'Samvida is running', projector: 'projector running' };

export interface Backend {
  child: ChildProcess;
  dataDir: string;
  baseUrl: string;
}

export interface BackendOptions {
  /** Added to the environment. Redis only where it names it (`npm start` runs without). */
  env?: Record<string, string>;
  /**
   * A script to run instead of main.js, with an IPC channel to it; it must print the same line
   * main.js does once running.
   */
  script?: string;
}

/** Builds the machines and the backend, as `npm start` does before it runs main.js. */
export function buildBackend(): void {
  for (const workspace of ['machines', 'backend']) {
    execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/**
 * The built `main.js <mode>` on `databaseUrl`, resolved once it says it is running. Its output
 * goes to a file nobody reads, so the bench's process pays nothing for the request logs.
 */
export async function startBackend(
  mode: keyof typeof READY_LINE,
  databaseUrl: string,
  { env = {}, script }: BackendOptions = {},
): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `samvida-bench-${mode}-`));
  const port = await freePort();
  const outputFile = path.join(dataDir, 'output.log');
  const output = openSync(outputFile, 'w');
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [script ?? MAIN, mode], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', output, 'inherit', ...(script ? ['ipc' as const] : [])],
  });
  closeSync(output);
  let exit: string | undefined;
  child.once('exit', (code) => (exit = `${script ?? 'main.js'} ${mode} exited with ${String(code)}`));
  while (!readFileSync(outputFile, 'utf8').includes(READY_LINE[mode])) {
    if (exit) throw new Error(`${exit}:\n${readFileSync(outputFile, 'utf8')}`);
    await sleep(50);
  }
  return { child, dataDir, baseUrl: `http://127.0.0.1:${port}` };
}

export async function stopBackend(backend: Backend | undefined): Promise<void> {
  if (!backend) return;
  if (backend.child.exitCode === null) {
    const exited = once(backend.child, 'exit');
    backend.child.kill('SIGTERM');
    await exited;
  }
  rmSync(backend.dataDir, { recursive: true, force: true });
}
