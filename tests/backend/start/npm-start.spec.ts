import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Piscina } from 'piscina';
import { renderContractDocument } from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { document } from '../pdf/support/documents.js';
import { documentPart, expectSignedByPlatform } from '../pdf/support/pdfsig.js';
import { testSigning } from '../pdf/support/signing.js';
import { freePort } from '../../setup/private-postgres.js';

// `npm start` as a new user runs it: nothing configured, an embedded PostgreSQL, the built app.
const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm start with nothing configured', () => {
  let dataDir: string;
  let server: ChildProcess;
  let output = '';
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'samvida-start-'));
    // As root the embedded server runs as the `postgres` user, which must be able to enter DATA_DIR.
    chmodSync(dataDir, 0o755);
    port = await freePort();
    const pgPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    delete env.EVENTSTORE_URL;
    delete env.REDIS_URL;
    server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await waitForConnect(180_000);
  }, 200_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function waitForConnect(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/General/Connect`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`npm start did not answer in time:\n${output}`);
  }

  it('answers GET /api/General/Connect', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/General/Connect`);
    expect((await response.json()).status).toBe(1);
  });

  it('serves the web app shell at / and for client routes', async () => {
    for (const route of ['/', '/Home', '/subscriptionList']) {
      const response = await fetch(`http://127.0.0.1:${port}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('generated the development certificate that signs PDFs into DATA_DIR', () => {
    expect(existsSync(path.join(dataDir, 'pdf-signing.p12'))).toBe(true);
  });

  // The bundle's PDF pool starts the thread entry rolldown writes beside main.mjs (pdf-pool.ts).
  it('built the PDF worker beside the bundle, rendering on a thread byte for byte as the source does, signed', async () => {
    const pool = new Piscina({
      filename: path.join(root, 'backend/dist/bundle/pdf-render.worker.js'),
      maxThreads: 1,
      workerData: { signing: testSigning },
    });
    try {
      const bytes = Buffer.from(await pool.run({ kind: 'contract-document', input: document }));
      const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
      expect(sha256(documentPart(bytes))).toBe(sha256(await renderContractDocument(document)));
      expectSignedByPlatform(bytes);
    } finally {
      await pool.destroy();
    }
  });

  it('stops on Ctrl-C and leaves no process behind, the database included', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 30_000);
});

function postgresProcessesFor(dataDir: string): string[] {
  const listing = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return listing.split('\n').filter((line) => line.includes(dataDir));
}
