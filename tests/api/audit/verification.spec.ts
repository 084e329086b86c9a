// Verification without trusting the server: the exported history passes the API check, the
// shared WebCrypto verifier and the offline `npm run verify`; a stored event altered in the
// database makes all three fail at that event; a cut tail (the document fix and both signatures,
// or more) is reported missing by all three, cut from the database or from the export; a kept head
// proves the log only grew; a history rewritten with recomputed hashes fails on the server too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  merkleLeafHash,
  missingEventsReason,
  verifyAuditExport,
  verifyConsistency,
  verifyInclusion,
  verifyTreeHead,
  type AuditExport,
} from '@samvida/machines';
import pg from 'pg';
import { controlClock } from '../accounts/support/accounts.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { SCENARIOS, build, type ScenarioIds } from '../agreements/support/scenarios.js';
import { signByBoth } from '../signatures/support/signing.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import { cutTail, exportOf, rewriteStream, treeHead, verifyChainOf, verifyOffline } from './support/log.js';

const SIGNED_TAIL = ['ContractDocumentFixed', 'AgreementSigned', 'AgreementSigned'];

interface Log {
  app: TestApp;
  db: pg.Client;
  buyer: SignedIn;
  seller: SignedIn;
  publicKey: string;
}

/** An app of its own (a forger's changes stay in its database), its parties and its public key. */
async function startLog(): Promise<Log> {
  const app = await createTestApp();
  const db = new pg.Client({ connectionString: app.db.url });
  await db.connect();
  const { buyer, seller } = await parties(app.baseUrl);
  const publicKey = (await call<{ publicKey: string }>(app.baseUrl, 'GET', '/api/Audit/PublicKey')).body.data!
    .publicKey;
  return { app, db, buyer, seller, publicKey };
}

async function stopLog(log: Log | undefined): Promise<void> {
  await log?.db.end();
  await log?.app.close();
}

const remark = (log: Log, agreementId: string, text: string) =>
  as(log.app.baseUrl, log.seller)('POST', '/api/Business/RemarkAgreement', {
    AgreementId: agreementId,
    RemarkText: text,
  });

const activeContract = async (log: Log) => (await build(log.app, log.seller, log.buyer, SCENARIOS.Active!)).ids;

describe('verification', () => {
  let log: Log;
  let ids: ScenarioIds;

  beforeAll(async () => {
    log = await startLog();
    ids = await activeContract(log);
  });
  afterAll(() => stopLog(log));

  it('publishes a key and signed heads without sign-in; an event proves its inclusion', async () => {
    const signed = (await treeHead(log.app.baseUrl)).body.data!;
    expect(signed.streamHeadsRoot).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyTreeHead(signed, log.publicKey)).toBe(true);
    expect(await verifyTreeHead({ ...signed, treeSize: signed.treeSize + 1 }, log.publicKey)).toBe(false);
    const [first] = (await exportOf(log.app.baseUrl, log.buyer, ids.agreementId)).events;
    const proof = await call<{ leafIndex: number; leafHash: string; path: string[] }>(
      log.app.baseUrl,
      'GET',
      `/api/Audit/InclusionProof?eventHash=${first!.hash}&treeSize=${signed.treeSize}`,
    );
    const { leafIndex, leafHash, path: auditPath } = proof.body.data!;
    expect(leafHash).toBe(await merkleLeafHash(first!.hash));
    expect(await verifyInclusion(leafHash, leafIndex, signed.treeSize, auditPath, signed.rootHash)).toBe(true);
    expect(await verifyInclusion(leafHash, leafIndex + 1, signed.treeSize, auditPath, signed.rootHash)).toBe(false);
  });

  it('an untouched export passes the API check, the WebCrypto verifier and npm run verify', async () => {
    const exported = await exportOf(log.app.baseUrl, log.buyer, ids.agreementId);
    expect(exported.publicKey).toBe(log.publicKey);
    expect(exported.streamHead).toMatchObject({ version: exported.events.length, hash: exported.events.at(-1)!.hash });
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, ids.agreementId)).toEqual({
      ok: true,
      lastVersion: exported.events.length,
      lastHash: exported.events.at(-1)!.hash,
      treeSize: expect.any(Number),
    });
    expect(await verifyAuditExport(exported)).toMatchObject({ ok: true, events: exported.events.length });
    const offline = verifyOffline(exported, { publicKey: log.publicKey });
    expect([offline.status, offline.output]).toEqual([0, expect.stringContaining('none missing after the last')]);
    // An export re-signed with a different key is refused when the trusted key is given.
    expect(verifyOffline(exported, { publicKey: 'ab'.repeat(32) }).status).toBe(1);
  });

  it('an event altered in the database fails all three checks at that event', async () => {
    const victim = await activeContract(log);
    await log.db.query(
      `update event_store_events set data = data || '{"tampered": true}'
       where stream_id = $1 and stream_version = 3`,
      [`agreement-${victim.agreementId}`],
    );
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, victim.agreementId)).toEqual({
      ok: false,
      brokenAt: 3,
      reason: 'hash does not match the stored event',
    });
    const exported = await exportOf(log.app.baseUrl, log.buyer, victim.agreementId);
    expect(await verifyAuditExport(exported)).toEqual({
      ok: false,
      step: 'chain',
      brokenAt: 3,
      reason: 'hash does not match the stored event',
    });
    const offline = verifyOffline(exported, { publicKey: log.publicKey });
    expect([offline.status, offline.output]).toEqual([1, expect.stringContaining('FAILED (chain) at event 3')]);
  });

  describe('a signed contract whose last events are cut', () => {
    let signedId: string;
    let intact: AuditExport;
    let versions: number;

    beforeAll(async () => {
      signedId = (await activeContract(log)).agreementId;
      await signByBoth(log.app, { buyer: log.buyer, seller: log.seller, clock: controlClock(log.app) }, signedId);
      // The export signs a head over every event, as publishing the history does.
      intact = await exportOf(log.app.baseUrl, log.buyer, signedId);
      versions = intact.events.length;
    });

    it('ends with the document fix and both signatures', () => {
      expect(intact.events.slice(-3).map((event) => event.type)).toEqual(SIGNED_TAIL);
    });

    it.each([1, 3, 'all but one'] as const)(
      'cut from the database (%s): VerifyChain, the WebCrypto verifier and npm run verify report them missing',
      async (cut) => {
        const kept = cut === 'all but one' ? 1 : versions - cut;
        await cutTail(log.db, `agreement-${signedId}`, kept);
        const reason = missingEventsReason(kept + 1, versions);
        expect(await verifyChainOf(log.app.baseUrl, log.buyer, signedId)).toEqual({
          ok: false,
          brokenAt: kept + 1,
          reason,
        });
        const exported = await exportOf(log.app.baseUrl, log.buyer, signedId);
        expect(exported.events).toHaveLength(kept);
        expect(await verifyAuditExport(exported)).toEqual({ ok: false, step: 'missing', brokenAt: kept + 1, reason });
        const offline = verifyOffline(exported, { publicKey: log.publicKey });
        expect([offline.status, offline.output]).toEqual([
          1,
          `FAILED (missing) at event ${kept + 1}: events ${kept + 1}..${versions} are missing: the signed tree head has this stream up to version ${versions}\n`,
        ]);
      },
    );

    it.each([1, 3, 'all but one'] as const)(
      'cut from the export (%s): the WebCrypto verifier and npm run verify report them missing',
      async (cut) => {
        const kept = cut === 'all but one' ? 1 : versions - cut;
        const cutExport = { ...intact, events: intact.events.slice(0, kept) };
        expect(await verifyAuditExport(cutExport)).toEqual({
          ok: false,
          step: 'missing',
          brokenAt: kept + 1,
          reason: missingEventsReason(kept + 1, versions),
        });
        const offline = verifyOffline(cutExport, { publicKey: log.publicKey });
        expect([offline.status, offline.output]).toEqual([
          1,
          expect.stringContaining(`FAILED (missing) at event ${kept + 1}: events ${kept + 1}..${versions} are missing`),
        ]);
      },
    );

    it('a stream head rewritten to match the cut export fails its proof', async () => {
      const kept = versions - 3;
      const last = intact.events[kept - 1]!;
      const forged = {
        ...intact,
        events: intact.events.slice(0, kept),
        streamHead: { ...intact.streamHead, version: kept, hash: last.hash },
      };
      expect(await verifyAuditExport(forged)).toEqual({
        ok: false,
        step: 'head',
        reason: 'the stream head is not in the signed tree head',
      });
      const offline = verifyOffline(forged, { publicKey: log.publicKey });
      expect([offline.status, offline.output]).toEqual([
        1,
        'FAILED (head): the stream head is not in the signed tree head\n',
      ]);
    });
  });

  it('npm run verify --since checks that the log only grew from a head the user kept', async () => {
    const earlier = await exportOf(log.app.baseUrl, log.buyer, ids.agreementId);
    await remark(log, ids.agreementId, 'After the kept head');
    const size = earlier.treeHead.treeSize;
    const later = await exportOf(log.app.baseUrl, log.buyer, ids.agreementId, size);
    expect(later.treeHead.treeSize).toBeGreaterThan(size);
    expect(later.consistency?.first).toBe(size);

    // The kept file may be the earlier export or its head alone.
    for (const since of [earlier, earlier.treeHead]) {
      expect(await verifyAuditExport(later, { since })).toMatchObject({ ok: true, since: size });
      const offline = verifyOffline(later, { publicKey: log.publicKey, since });
      expect([offline.status, offline.output]).toEqual([
        0,
        expect.stringContaining(`The log only grew from the head of ${size} events you kept.`),
      ]);
    }

    const withoutProof = verifyOffline(await exportOf(log.app.baseUrl, log.buyer, ids.agreementId), {
      since: earlier.treeHead,
    });
    expect([withoutProof.status, withoutProof.output]).toEqual([
      1,
      `FAILED (consistency): the export has no consistency proof from ${size} events; export it with since=${size}\n`,
    ]);
    const forkedRoot = { ...earlier.treeHead, rootHash: 'ab'.repeat(32) };
    expect(await verifyAuditExport(later, { since: forkedRoot })).toEqual({
      ok: false,
      step: 'consistency',
      reason: 'the head you kept is not signed by this key',
    });
    const [, ...rest] = later.consistency!.proof;
    const badProof = { ...later, consistency: { first: size, proof: ['ab'.repeat(32), ...rest] } };
    expect(await verifyAuditExport(badProof, { since: earlier.treeHead })).toEqual({
      ok: false,
      step: 'consistency',
      reason: `the log of ${later.treeHead.treeSize} events does not extend the head of ${size} events you kept`,
    });
    const tooLate = await as(log.app.baseUrl, log.buyer)(
      'GET',
      `/api/Audit/Export?agId=${ids.agreementId}&since=${later.treeHead.treeSize + 100}`,
    );
    expect([tooLate.status, tooLate.body.code]).toEqual([400, 'INVALID_RANGE']);
  });
});

describe('a history rewritten with recomputed hashes', () => {
  let log: Log;
  beforeAll(async () => {
    log = await startLog();
  });
  afterAll(() => stopLog(log));

  it('fails VerifyChain whether or not the forger also rewrote the log', async () => {
    const target = await activeContract(log);
    const other = await activeContract(log);
    const before = (await treeHead(log.app.baseUrl)).body.data!;
    await remark(log, target.agreementId, 'Honest addition');
    const honest = (await treeHead(log.app.baseUrl)).body.data!;
    const streamId = `agreement-${target.agreementId}`;

    await rewriteStream(log.db, streamId, 2, { leaves: false });
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, target.agreementId)).toEqual({
      ok: false,
      brokenAt: 2,
      reason: 'the event is not the one in the signed audit log',
    });

    await rewriteStream(log.db, streamId, 2);
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, target.agreementId)).toEqual({
      ok: false,
      reason: `the audit log no longer matches the tree head signed for ${honest.treeSize} events`,
    });
    // The proof built from the rewritten leaves no longer joins the earlier head to the later one.
    const proof = await call<{ proof: string[] }>(
      log.app.baseUrl,
      'GET',
      `/api/Audit/ConsistencyProof?first=${before.treeSize}&second=${honest.treeSize}`,
    );
    expect(
      await verifyConsistency(
        before.treeSize,
        before.rootHash,
        honest.treeSize,
        honest.rootHash,
        proof.body.data!.proof,
      ),
    ).toBe(false);

    // The log grows on elsewhere; the server signs no head over the rewritten leaves.
    await remark(log, other.agreementId, 'After the rewrite');
    const refused = `The audit log no longer matches the tree head signed for ${honest.treeSize} events; no new head is signed.`;
    expect(await treeHead(log.app.baseUrl)).toMatchObject({
      status: 409,
      body: { code: 'LOG_INCONSISTENT', message: refused },
    });
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, other.agreementId)).toEqual({ ok: false, reason: refused });
  });
});

describe('a tail cut from the events and the log together', () => {
  let log: Log;
  beforeAll(async () => {
    log = await startLog();
  });
  afterAll(() => stopLog(log));

  it('fails VerifyChain: the server signs no head over fewer events than one it signed', async () => {
    const { agreementId } = await activeContract(log);
    const signed = await exportOf(log.app.baseUrl, log.buyer, agreementId);
    const versions = signed.events.length;
    await cutTail(log.db, `agreement-${agreementId}`, versions - 3, { leaves: true });
    expect(await verifyChainOf(log.app.baseUrl, log.buyer, agreementId)).toEqual({
      ok: false,
      reason: `The audit log has ${signed.treeHead.treeSize - 3} events, fewer than the ${signed.treeHead.treeSize} of a tree head already signed.`,
    });
  });
});
