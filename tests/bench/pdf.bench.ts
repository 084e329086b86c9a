// `npm run bench -- pdf`: a bystander's cheap GET while five users download the PDFs of a
// 1,000-item contract (issue 36). The API runs as `npm start` runs it: the built bundle in a process
// of its own (the bench builds it), so its PDF worker pool is the bundle's. This process is only
// the client.
// One contract of 1,000 items, every line accepted and its document fixed; its buyer, its seller and
// three auditors granted on it are the five users. Each user downloads PDFs one after another,
// spending BENCH_THINK_MS (default 1,000) on each before the next (0: a closed loop), while the
// bystander, a user of no contract, sends GET /api/General/Connect every BYSTANDER_INTERVAL_MS.
// Five phases of BENCH_SECONDS (default 15) each:
// 1. idle: the bystander alone;
// 2. contract PDFs (the document, the signed contract, the signing certificate, in turn), the bench
//    emptying the PDF store before each download, so that every download renders;
// 3. the same as the product serves them, from the store after their first render;
// 4. and 5. the same two with the audit report.
// Printed per phase: the bystander's p50, p99 and max, its p99 against idle's, and each kind of
// download's count, p50 and p99 (and any answer other than 200).
// Last, what the PAdES signature every PDF carries (backend/src/common/pdf/signing/) costs: each kind's
// document, as downloaded less its signature, signed SIGN_ROUNDS times in this process with an
// RSA-2048 identity like the bundle's own when PDF_SIGNING_P12 is unset.
// Goal (issue 36): the bystander's p99 while the five download within 1.5x of its idle p99.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { registerVerified, type SignedIn } from '../api/accounts/support/accounts.js';
import { as, builderItem, parties, sendContract } from '../api/agreements/support/agreements.js';
import { developmentPkcs12 } from '../../backend/src/common/pdf/signing/development-pkcs12.js';
import { pdfSigner } from '../../backend/src/common/pdf/signing/pdf-signer.js';
import { openPkcs12 } from '../../backend/src/common/pdf/signing/pdf-signing-identity.js';
import { unsignedDocument } from '../../backend/src/common/pdf/signing/unsigned-document.js';
import { createTestDatabase, type TestDatabase } from '../setup/database.js';
import { type Backend, buildBackend, startBackend, stopBackend } from './support/backend-process.js';
import { benchClient, type BenchClient } from './support/http-client.mjs';

const ITEMS = 1_000;
const USERS = 5;
const PHASE_MS = Number(process.env.BENCH_SECONDS ?? 15) * 1000;
const BYSTANDER_INTERVAL_MS = 10;
// What a user spends on a PDF before asking for the next; 0 makes each user a closed loop.
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const GOAL = 1.5;
const AUDITOR_NAMES = ['Asha', 'Bela', 'Chetan'];
const SIGN_ROUNDS = 20;

function percentile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

interface Download {
  kind: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

describe('PDF benchmark: a bystander while five users download PDFs', () => {
  let db: TestDatabase;
  let api: Backend | undefined;
  let client: BenchClient;
  let store: pg.Client;
  let agreementId: string;
  let users: SignedIn[];
  let bystander: SignedIn;
  const lines: string[] = [];

  beforeAll(async () => {
    buildBackend();
    db = await createTestDatabase();
    api = await startBackend('api', db.url);
    client = benchClient(api.baseUrl, USERS + 2);
    store = new pg.Client({ connectionString: db.url });
    await store.connect();
    const { buyer, seller } = await parties(api.baseUrl);
    const started = performance.now();
    agreementId = (
      await sendContract(api.baseUrl, buyer, seller.phone, {
        Items: Array.from({ length: ITEMS }, (_, index) => builderItem(`Lot ${index}`)),
        Terms: [],
        PaymentTerms: [],
      })
    ).id;
    const items = await as(api.baseUrl, buyer)<{ id: string }[]>(
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${agreementId}`,
    );
    for (const { id: ItemId } of items.body.data!) {
      const reply = await as(api.baseUrl, seller)('POST', '/api/Business/AcceptItem', {
        AgreementId: agreementId,
        ItemId,
      });
      expect(reply.status).toBe(200);
    }
    const fixed = await as(api.baseUrl, buyer)('POST', `/api/agreements/${agreementId}/document`);
    expect(fixed.status).toBe(200);
    const auditors: SignedIn[] = [];
    for (let n = 0; n < USERS - 2; n++) {
      const auditor = await registerVerified(api.baseUrl, { UsrName: `${AUDITOR_NAMES[n]} Auditor` });
      const granted = await as(api.baseUrl, buyer)('POST', '/api/Audit/GrantAuditorAccess', {
        AgreementId: agreementId,
        Contact: auditor.phone,
      });
      expect(granted.status).toBe(200);
      auditors.push(auditor);
    }
    users = [buyer, seller, ...auditors];
    bystander = await registerVerified(api.baseUrl, { UsrName: 'Bhanu Bystander' });
    lines.push(
      `PDF benchmark: ${USERS} users downloading the PDFs of one ${ITEMS}-item contract (set up in ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s), each ${THINK_MS} ms on a PDF before the next; ` +
        `a bystander's GET every ${BYSTANDER_INTERVAL_MS} ms; ${PHASE_MS / 1000} s per phase; ${cpus().length} cores, ` +
        `PDF_WORKERS ${process.env.PDF_WORKERS ?? 'unset'}`,
    );
  }, 600_000);

  afterAll(async () => {
    client?.close();
    await store?.end();
    await stopBackend(api);
    await db?.drop();
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  });

  type Paths = [string, (id: string) => string][];
  const CONTRACT_PDFS: Paths = [
    ['contract document', (id) => `/api/agreements/${id}/document.pdf`],
    ['signed contract', (id) => `/api/agreements/${id}/signed-contract.pdf`],
    ['certificate', (id) => `/api/agreements/${id}/certificate.pdf`],
  ];
  const AUDIT_REPORTS: Paths = [['audit report', (id) => `/api/Audit/Report?agId=${id}`]];

  /** The bystander's GET latencies until `until` resolves. */
  async function bystanderUntil(done: () => boolean): Promise<number[]> {
    const latencies: number[] = [];
    while (!done()) {
      const sent = performance.now();
      const reply = await client.send('GET', '/api/General/Connect', { authorization: `Bearer ${bystander.token}` });
      latencies.push(performance.now() - sent);
      expect(reply.status).toBe(200);
      await sleep(BYSTANDER_INTERVAL_MS);
    }
    return latencies;
  }

  /**
   * User `index` downloading each of `paths` in turn until `done`, starting at the `index`th (so that
   * the five download different kinds at once); with `render`, the PDF store is emptied before each.
   */
  async function downloader(
    paths: Paths,
    index: number,
    done: () => boolean,
    render: boolean,
    into: Download[],
  ): Promise<void> {
    for (let round = index; !done(); round++) {
      const [kind, path] = paths[round % paths.length]!;
      if (render) await store.query('delete from rendered_pdfs');
      const sent = performance.now();
      const reply = await client.send('GET', path(agreementId), { authorization: `Bearer ${users[index]!.token}` });
      into.push({ kind, status: reply.status, ms: performance.now() - sent, retryAfter: reply.retryAfter });
      if (THINK_MS) await sleep(THINK_MS);
    }
  }

  /** The bystander's p99 while the five download `paths` (none: idle), rendered each time or as served. */
  async function phase(name: string, paths: Paths, render = false): Promise<number> {
    const ends = performance.now() + PHASE_MS;
    const done = () => performance.now() >= ends;
    const downloads: Download[] = [];
    const [latencies] = await Promise.all([
      bystanderUntil(done),
      ...(paths.length ? users.map((_, index) => downloader(paths, index, done, render, downloads)) : []),
    ]);
    const p99 = percentile(latencies, 0.99);
    lines.push(
      `${name.padEnd(40)} bystander GET x${String(latencies.length).padStart(5)}: p50 ${ms(percentile(latencies, 0.5))}` +
        `  p99 ${ms(p99)}  max ${ms(Math.max(...latencies))}   load ${loadavg()[0]!.toFixed(2)}`,
    );
    for (const [kind] of paths) {
      const own = downloads.filter((d) => d.kind === kind);
      if (!own.length) continue;
      const ok = own.filter((d) => d.status === 200).map((d) => d.ms);
      const other = own.filter((d) => d.status !== 200);
      lines.push(
        `    ${kind.padEnd(18)} x${String(own.length).padStart(4)}: p50 ${ms(percentile(ok, 0.5))}  p99 ${ms(percentile(ok, 0.99))}` +
          (other.length
            ? `  not 200: ${other.map((d) => `${d.status}${d.retryAfter ? ` (Retry-After ${d.retryAfter})` : ''}`).join(', ')}`
            : ''),
      );
    }
    // Every download must succeed: a user downloads one PDF at a time, so none is refused as busy.
    expect(downloads.filter((d) => d.status !== 200)).toEqual([]);
    return p99;
  }

  /** What a PAdES signature costs a pool thread, per kind of PDF (see the header). */
  async function signingCost(paths: Paths): Promise<string[]> {
    const sign = pdfSigner(openPkcs12(developmentPkcs12(), ''));
    const costs = [`PAdES signing, ${SIGN_ROUNDS} signatures of each document in this process:`];
    for (const [kind, path] of paths) {
      const reply = await fetch(`${api!.baseUrl}${path(agreementId)}`, {
        headers: { authorization: `Bearer ${users[0]!.token}` },
      });
      expect(reply.status).toBe(200);
      const document = unsignedDocument(Buffer.from(await reply.arrayBuffer()));
      const times: number[] = [];
      for (let round = 0; round < SIGN_ROUNDS; round++) {
        const started = performance.now();
        await sign(document, new Date());
        times.push(performance.now() - started);
      }
      costs.push(
        `    ${kind.padEnd(18)} ${`${(document.length / 1024).toFixed(0)} kB`.padStart(8)}: p50 ${ms(percentile(times, 0.5))}` +
          `  max ${ms(Math.max(...times))}`,
      );
    }
    return costs;
  }

  it('keeps the bystander within 1.5x of its idle p99 while five users download PDFs', async () => {
    // Warm-up: the first downloads start the worker pool and load pdfkit in it.
    for (const [, path] of [...CONTRACT_PDFS, ...AUDIT_REPORTS])
      await client.send('GET', path(agreementId), { authorization: `Bearer ${users[0]!.token}` });
    const warm = performance.now() + 2_000;
    await bystanderUntil(() => performance.now() >= warm);
    const idle = await phase('1. idle', []);
    const loaded: [string, number][] = [
      ['contract PDFs rendered', await phase('2. contract PDFs, rendered each time', CONTRACT_PDFS, true)],
      ['contract PDFs as served', await phase('3. contract PDFs, as served', CONTRACT_PDFS)],
      ['audit reports rendered', await phase('4. audit reports, rendered each time', AUDIT_REPORTS, true)],
      ['audit reports as served', await phase('5. audit reports, as served', AUDIT_REPORTS)],
    ];
    lines.push(
      `bystander p99 against idle: ${loaded.map(([name, p99]) => `${name} ${(p99 / idle).toFixed(2)}x`).join(', ')}; ` +
        `goal <= ${GOAL}x: ${loaded.every(([, p99]) => p99 / idle <= GOAL) ? 'met' : 'NOT met'}`,
    );
    lines.push(...(await signingCost([...CONTRACT_PDFS, ...AUDIT_REPORTS])));
  }, 600_000);
});
