// Verification without trusting the server: the exported history passes the API check, the
// shared WebCrypto verifier and the offline `npm run verify`; a stored event altered in the
// database makes all three fail at that event; a history rewritten after a head was signed (chain
// recomputed, log rebuilt) fails the consistency proof against the earlier head.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  merkleLeafHash,
  verifyAuditExport,
  verifyConsistency,
  verifyInclusion,
  verifyTreeHead,
  type AuditExport,
  type SignedTreeHead,
} from '@samvida/machines';
import pg from 'pg';
import { computeEventHash } from '../../../backend/src/event-store/hash-chain.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { SCENARIOS, build, type ScenarioIds } from '../agreements/support/scenarios.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';

const root = path.resolve(import.meta.dirname, '../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'samvida-verify-'));

/** Runs the offline verifier on an export written to a file. */
function verifyOffline(exported: AuditExport, publicKey?: string): { status: number | null; output: string } {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(exported));
  const run = spawnSync(
    process.execPath,
    ['scripts/verify.mjs', file, ...(publicKey ? ['--public-key', publicKey] : [])],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('verification', () => {
  let app: TestApp;
  let db: pg.Client;
  let buyer: SignedIn;
  let seller: SignedIn;
  let ids: ScenarioIds;
  let publicKey: string;

  const exportOf = async (agreementId: string) =>
    (await as(app.baseUrl, buyer)<AuditExport>('GET', `/api/Audit/Export?agId=${agreementId}`)).body.data!;
  const head = async (size?: number) =>
    (await call<SignedTreeHead>(app.baseUrl, 'GET', `/api/Audit/TreeHead${size ? `?size=${size}` : ''}`)).body.data!;
  const remark = (agreementId: string, text: string) =>
    as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', { AgreementId: agreementId, RemarkText: text });

  beforeAll(async () => {
    app = await createTestApp();
    db = new pg.Client({ connectionString: app.db.url });
    await db.connect();
    ({ buyer, seller } = await parties(app.baseUrl));
    ({ ids } = await build(app, seller, buyer, SCENARIOS.Active!));
    publicKey = (await call<{ publicKey: string }>(app.baseUrl, 'GET', '/api/Audit/PublicKey')).body.data!.publicKey;
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('publishes a key and signed heads without sign-in; an event proves its inclusion', async () => {
    const signed = await head();
    expect(await verifyTreeHead(signed, publicKey)).toBe(true);
    expect(await verifyTreeHead({ ...signed, treeSize: signed.treeSize + 1 }, publicKey)).toBe(false);
    const [first] = (await exportOf(ids.agreementId)).events;
    const proof = await call<{ leafIndex: number; leafHash: string; path: string[] }>(
      app.baseUrl,
      'GET',
      `/api/Audit/InclusionProof?eventHash=${first!.hash}&treeSize=${signed.treeSize}`,
    );
    const { leafIndex, leafHash, path: auditPath } = proof.body.data!;
    expect(leafHash).toBe(await merkleLeafHash(first!.hash));
    expect(await verifyInclusion(leafHash, leafIndex, signed.treeSize, auditPath, signed.rootHash)).toBe(true);
    expect(await verifyInclusion(leafHash, leafIndex + 1, signed.treeSize, auditPath, signed.rootHash)).toBe(false);
  });

  it('an untouched export passes the API check, the WebCrypto verifier and npm run verify', async () => {
    const exported = await exportOf(ids.agreementId);
    expect(exported.publicKey).toBe(publicKey);
    const api = await as(app.baseUrl, buyer)('GET', `/api/Audit/VerifyChain?agId=${ids.agreementId}`);
    expect(api.body.data).toMatchObject({ ok: true, lastVersion: exported.events.length });
    expect(await verifyAuditExport(exported)).toMatchObject({ ok: true, events: exported.events.length });
    const offline = verifyOffline(exported, publicKey);
    expect([offline.status, offline.output]).toEqual([0, expect.stringContaining('OK:')]);
    // An export re-signed with a different key is refused when the trusted key is given.
    expect(verifyOffline(exported, 'ab'.repeat(32)).status).toBe(1);
  });

  it('an event altered in the database fails all three checks at that event', async () => {
    const { ids: victim } = await build(app, seller, buyer, SCENARIOS.Active!);
    await db.query(
      `update event_store_events set data = data || '{"tampered": true}'
       where stream_id = $1 and stream_version = 3`,
      [`agreement-${victim.agreementId}`],
    );
    const api = await as(app.baseUrl, buyer)('GET', `/api/Audit/VerifyChain?agId=${victim.agreementId}`);
    expect(api.body.data).toEqual({ ok: false, brokenAt: 3, reason: 'hash does not match the stored event' });
    const exported = await exportOf(victim.agreementId);
    expect(await verifyAuditExport(exported)).toEqual({
      ok: false,
      step: 'chain',
      brokenAt: 3,
      reason: 'hash does not match the stored event',
    });
    const offline = verifyOffline(exported, publicKey);
    expect([offline.status, offline.output]).toEqual([1, expect.stringContaining('FAILED (chain) at event 3')]);
  });

  it('a history rewritten after a head was signed fails the consistency proof', async () => {
    const { ids: target } = await build(app, seller, buyer, SCENARIOS.Active!);
    const before = await head();
    await remark(target.agreementId, 'Honest addition');
    const honest = await head();
    const proof = async (first: SignedTreeHead, second: SignedTreeHead) =>
      (
        await call<{ proof: string[] }>(
          app.baseUrl,
          'GET',
          `/api/Audit/ConsistencyProof?first=${first.treeSize}&second=${second.treeSize}`,
        )
      ).body.data!.proof;
    expect(
      await verifyConsistency(
        before.treeSize,
        before.rootHash,
        honest.treeSize,
        honest.rootHash,
        await proof(before, honest),
      ),
    ).toBe(true);

    await rewriteStream(db, `agreement-${target.agreementId}`, 2);
    // The log grows on (another contract: this server's cached head of the rewritten stream is stale).
    await remark(ids.agreementId, 'After the rewrite');
    const after = await head();
    const chain = await as(app.baseUrl, buyer)('GET', `/api/Audit/VerifyChain?agId=${target.agreementId}`);
    expect(chain.body.data).toMatchObject({ ok: true }); // the chain alone cannot tell
    expect(
      await verifyConsistency(
        before.treeSize,
        before.rootHash,
        after.treeSize,
        after.rootHash,
        await proof(before, after),
      ),
    ).toBe(false);
  });
});

/**
 * What a forger with database access would do: change event `version`, recompute the hash chain
 * from there, and rebuild the Merkle leaves so the log matches the new chain.
 */
async function rewriteStream(db: pg.Client, streamId: string, version: number): Promise<void> {
  const { rows } = await db.query(
    `select stream_version, type, data, metadata, prev_hash, hash from event_store_events
     where stream_id = $1 order by stream_version`,
    [streamId],
  );
  let prevHash = rows[version - 2]?.hash ?? '0'.repeat(64);
  for (const row of rows.slice(version - 1)) {
    const data =
      row.stream_version === version ? { ...row.data, by: row.data.by === 'buyer' ? 'seller' : 'buyer' } : row.data;
    const hash = computeEventHash(prevHash, {
      streamId,
      streamVersion: row.stream_version,
      type: row.type,
      data,
      metadata: row.metadata,
    });
    await db.query(
      `update event_store_events set data = $3, prev_hash = $4, hash = $5 where stream_id = $1 and stream_version = $2`,
      [streamId, row.stream_version, data, prevHash, hash],
    );
    await db.query('update merkle_leaves set event_hash = $3 where stream_id = $1 and stream_version = $2', [
      streamId,
      row.stream_version,
      hash,
    ]);
    prevHash = hash;
  }
}
