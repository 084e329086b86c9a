// `npm run bench -- lighthouse`: Lighthouse 13 (mobile preset) against the public pages as
// `npm start` serves them: the built backend in a process of its own serving frontend/dist, or
// FRONTEND_DIST to measure another build. BENCH_PAGES=landing,templates measures only those pages.
// Median of 3 runs per page: 27 runs, 12-20 minutes on the shared 2-core machine.
// Goals (issue 40): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, accessibility 100.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { type Backend, buildBackend, startBackend, stopBackend } from './support/backend-process.js';
import { measurePublicPages, PUBLIC_PAGES, publicPagesTable } from './support/public-pages.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('public pages in Lighthouse (mobile)', () => {
  let db: TestDatabase;
  let backend: Backend | undefined;
  // A copy of the build: other work rebuilding frontend/dist meanwhile must not change what is served.
  const served = mkdtempSync(path.join(tmpdir(), 'samvida-lighthouse-'));
  const dist = process.env.FRONTEND_DIST;
  const pages = process.env.BENCH_PAGES?.split(',');

  beforeAll(async () => {
    buildBackend();
    // jest sets NODE_ENV=test, which would make Vite emit React's development build.
    if (!dist)
      execFileSync('npm', ['run', 'build', '-w', 'frontend', '--silent'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      });
    cpSync(dist ?? path.join(ROOT, 'frontend/dist'), served, { recursive: true });
    db = await createTestDatabase();
    backend = await startBackend('api', db.url, { env: { FRONTEND_DIST: served, RATE_LIMITS: 'off' } });
  }, 300_000);

  afterAll(async () => {
    await stopBackend(backend);
    await db?.drop();
    rmSync(served, { recursive: true, force: true });
  });

  it('prints performance, LCP, TBT and accessibility per public page', async () => {
    const load = loadavg().map((value) => value.toFixed(2));
    const scores = await measurePublicPages(backend!.baseUrl, {
      pages,
      onPage: (score) => process.stdout.write(`${JSON.stringify(score)}\n`),
    });
    console.log(
      `Public pages, Lighthouse 13 mobile, median of 3, load average ${load.join(' ')} at start\n` +
        publicPagesTable(scores),
    );
    const measured = PUBLIC_PAGES.map((page) => page.page).filter((page) => !pages || pages.includes(page));
    expect(scores.map((score) => score.page)).toEqual(measured);
  }, 2_400_000);
});
