// Signed tree heads are append-only: each names the head signed before it and is written to the
// heads file (AUDIT_HEADS_FILE) the database cannot rewrite, and to the object store when one is
// configured. Heads deleted from the database come
// back from the file unchanged; a different head for a size already signed, or a head that does
// not follow the one before it, is refused; after the leaves were rewritten and the heads deleted,
// no head is signed again, for that size or any later one.
import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  treeHeadHash,
  treeHeadMessage,
  verifyTreeHead,
  type SignedTreeHead,
  type UnsignedTreeHead,
} from '@samvida/machines';
import pg from 'pg';
import { loadTreeHeadKey } from '../../../backend/src/audit/signing/tree-head-key.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { SCENARIOS, build } from '../agreements/support/scenarios.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { startStandInS3, type StandInS3 } from '../uploads/support/stand-in-s3.js';
import { rewriteStream, treeHead } from './support/log.js';

describe('append-only tree heads', () => {
  let app: TestApp;
  let db: pg.Client;
  let seller: SignedIn;
  let agreementId: string;
  let publicKey: string;
  const signed: SignedTreeHead[] = [];

  const remark = (text: string) =>
    as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', { AgreementId: agreementId, RemarkText: text });
  const current = async () => {
    const reply = await treeHead(app.baseUrl);
    expect([reply.status, reply.body.message]).toEqual([200, undefined]);
    return reply.body.data!;
  };
  const refusal = (message: string) => ({
    status: 409,
    body: expect.objectContaining({ code: 'LOG_INCONSISTENT', message }),
  });
  const headsInFile = () =>
    readFileSync(app.runtime.env.AUDIT_HEADS_FILE!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SignedTreeHead);
  /** A head signed with the log's own key, as a signer that skipped the checks would sign it. */
  const signedWithLogKey = (head: UnsignedTreeHead): SignedTreeHead => ({
    ...head,
    signature: sign(null, Buffer.from(treeHeadMessage(head)), loadTreeHeadKey(app.runtime.env).privateKey).toString(
      'hex',
    ),
  });
  const insertRow = (head: SignedTreeHead) =>
    db.query(
      `insert into signed_tree_heads (tree_size, root_hash, stream_heads_root, previous_head_hash, signed_at, signature)
       values ($1, $2, $3, $4, $5, $6)`,
      [head.treeSize, head.rootHash, head.streamHeadsRoot, head.previousHeadHash, head.timestamp, head.signature],
    );

  beforeAll(async () => {
    app = await createTestApp();
    db = new pg.Client({ connectionString: app.db.url });
    await db.connect();
    const both = await parties(app.baseUrl);
    seller = both.seller;
    ({ agreementId } = (await build(app, seller, both.buyer, SCENARIOS.Active!)).ids);
    publicKey = loadTreeHeadKey(app.runtime.env).publicKeyHex;
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('names the head signed before it and is written to the heads file', async () => {
    signed.push(await current());
    await remark('Second head');
    signed.push(await current());
    const [first, second] = signed as [SignedTreeHead, SignedTreeHead];
    expect(first.previousHeadHash).toBeNull();
    expect(second.previousHeadHash).toBe(await treeHeadHash(first));
    expect(await verifyTreeHead(second, publicKey)).toBe(true);
    // Changing the previous head's hash breaks the signature: it is signed with the rest.
    expect(await verifyTreeHead({ ...second, previousHeadHash: 'ab'.repeat(32) }, publicKey)).toBe(false);
    expect(headsInFile()).toEqual(signed);
  });

  it('comes back from the file unchanged when the database loses it', async () => {
    await db.query('delete from signed_tree_heads');
    expect(await current()).toEqual(signed[1]);
    expect((await treeHead(app.baseUrl, signed[0]!.treeSize)).body.data).toEqual(signed[0]);
    expect(headsInFile()).toEqual(signed);
  });

  it('refuses a different head for a size already signed', async () => {
    const first = signed[0]!;
    const second = signedWithLogKey({
      ...first,
      timestamp: new Date(Date.parse(first.timestamp) + 1000).toISOString(),
    });
    await db.query('delete from signed_tree_heads where tree_size = $1', [first.treeSize]);
    await insertRow(second);
    expect(await treeHead(app.baseUrl, first.treeSize)).toMatchObject(
      refusal(`Two different tree heads are on record for ${first.treeSize} events.`),
    );
    await db.query('update signed_tree_heads set signed_at = $2, signature = $3 where tree_size = $1', [
      first.treeSize,
      first.timestamp,
      first.signature,
    ]);
    expect((await treeHead(app.baseUrl, first.treeSize)).body.data).toEqual(first);
  });

  it('refuses to serve a head whose previous head hash does not chain', async () => {
    await remark('A head that skips one');
    const latest = await current();
    await remark('Past the skipping head');
    const skipping = signedWithLogKey({
      ...latest,
      treeSize: latest.treeSize + 1,
      rootHash: 'cd'.repeat(32),
      previousHeadHash: await treeHeadHash(signed[0]!),
    });
    await insertRow(skipping);
    const message = `The tree head for ${skipping.treeSize} events does not follow the head signed before it.`;
    expect(await treeHead(app.baseUrl)).toMatchObject(refusal(message));
    expect(await treeHead(app.baseUrl, skipping.treeSize)).toMatchObject(refusal(message));
    await db.query('delete from signed_tree_heads where tree_size = $1', [skipping.treeSize]);
    const next = await current();
    expect(next).toMatchObject({ treeSize: skipping.treeSize, previousHeadHash: await treeHeadHash(latest) });
    signed.push(latest, next);
    expect(headsInFile()).toEqual(signed);
  });

  it('signs no head again once the leaves were rewritten and the heads deleted', async () => {
    const last = signed.at(-1)!;
    await rewriteStream(db, `agreement-${agreementId}`, 2);
    await db.query('delete from signed_tree_heads');
    // For the size the file holds: that very head, never a new one over the rewritten leaves.
    expect(await current()).toEqual(last);
    await remark('After the rewrite');
    expect(await treeHead(app.baseUrl)).toMatchObject(
      refusal(
        `The audit log no longer matches the tree head signed for ${last.treeSize} events; no new head is signed.`,
      ),
    );
    expect(headsInFile()).toEqual(signed);
  });
});

describe('tree heads with an object store', () => {
  let s3: StandInS3;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startStandInS3();
    app = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('keeps a copy of each signed head there, one object per size', async () => {
    const { buyer, seller } = await parties(app.baseUrl);
    await build(app, seller, buyer, SCENARIOS.Proposed!);
    const head = (await treeHead(app.baseUrl)).body.data!;
    const key = `/samvida-uploads/audit-tree-heads/${String(head.treeSize).padStart(12, '0')}.json`;
    expect(JSON.parse(s3.objects.get(key)!.toString('utf8'))).toEqual(head);
  });
});
