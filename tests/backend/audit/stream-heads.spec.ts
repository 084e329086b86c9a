// The server's map of stream heads (node:crypto) against the WebCrypto verifier the browser and
// `npm run verify` run: every stream's head proves its place under the map's root, the leaf bytes
// are the documented canonical JSON, the signed message of each head version is fixed, and a
// stream's events are compared with its signed head (a cut tail of 1, 3 or all but one event is
// missing from the next version on).
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  compareWithStreamHead,
  missingEventsReason,
  streamHeadLeafHash,
  treeHeadMessage,
  verifyInclusion,
} from '@samvida/machines';
import { LogView, type LogLeaf } from '../../../backend/src/audit/merkle/log-view.js';
import { streamHeadLeafOf } from '../../../backend/src/audit/merkle/merkle-tree.js';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

// Events of a few streams interleaved in feed order; stream ids that sort differently by code
// unit than by locale ('B' before 'a').
const STREAMS = ['agreement-b', 'B-upper', 'agreement-a', 'proposal-1', 'account-ü'];
const leaves: LogLeaf[] = Array.from({ length: 23 }, (_, index) => ({
  streamId: STREAMS[(index * 7) % STREAMS.length]!,
  streamVersion: 0,
  eventHash: hashOf(`event ${index}`),
}));
const versions = new Map<string, number>();
for (const leaf of leaves) {
  leaf.streamVersion = (versions.get(leaf.streamId) ?? 0) + 1;
  versions.set(leaf.streamId, leaf.streamVersion);
}

describe('the map of stream heads', () => {
  it('hashes a head as SHA-256(0x00 || canonical JSON) the same way on both sides', async () => {
    const head = { streamId: 'agreement-a', version: 9, hash: hashOf('last') };
    const text = `{"hash":"${head.hash}","stream":"agreement-a","version":9}`;
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from([0]), Buffer.from(text)]))
      .digest('hex');
    expect(streamHeadLeafOf(head).toString('hex')).toBe(expected);
    expect(await streamHeadLeafHash(head)).toBe(expected);
  });

  it('holds each stream once, at its last event, and proves every head under its root', async () => {
    for (let size = 1; size <= leaves.length; size++) {
      const map = new LogView(leaves).prefix(size).streamHeads;
      const seen = leaves.slice(0, size);
      for (const streamId of new Set(seen.map((leaf) => leaf.streamId))) {
        const last = seen.filter((leaf) => leaf.streamId === streamId).at(-1)!;
        const proof = map.proofOf(streamId)!;
        expect(proof).toMatchObject({ version: last.streamVersion, hash: last.eventHash });
        const leaf = await streamHeadLeafHash({ streamId, version: proof.version, hash: proof.hash });
        expect(await verifyInclusion(leaf, proof.leafIndex, proof.streams, proof.inclusionProof, map.root())).toBe(
          true,
        );
        // An older version of the same stream is not what the map holds.
        const older = await streamHeadLeafHash({ streamId, version: proof.version - 1, hash: proof.hash });
        expect(await verifyInclusion(older, proof.leafIndex, proof.streams, proof.inclusionProof, map.root())).toBe(
          false,
        );
      }
    }
  });

  it('orders streams by UTF-16 code units, whatever the locale', () => {
    const map = new LogView(leaves).streamHeads;
    const order = STREAMS.map((streamId) => [streamId, map.proofOf(streamId)!.leafIndex] as const)
      .sort((a, b) => a[1] - b[1])
      .map(([streamId]) => streamId);
    expect(order).toEqual(['B-upper', 'account-ü', 'agreement-a', 'agreement-b', 'proposal-1']);
  });
});

describe('the signed message', () => {
  const base = { treeSize: 3, rootHash: 'aa'.repeat(32), timestamp: '2025-01-01T00:00:00.000Z' };

  it('is version 1 for heads signed before stream heads, version 2 with them', () => {
    expect(treeHeadMessage(base)).toBe(
      `samvida-tree-head/1\n{"rootHash":"${base.rootHash}","timestamp":"${base.timestamp}","treeSize":3}`,
    );
    const head = { ...base, streamHeadsRoot: 'bb'.repeat(32), previousHeadHash: null };
    expect(treeHeadMessage(head)).toBe(
      `samvida-tree-head/2\n{"previousHeadHash":null,"rootHash":"${base.rootHash}","streamHeadsRoot":"${head.streamHeadsRoot}","timestamp":"${base.timestamp}","treeSize":3}`,
    );
  });
});

describe('a stream against its signed head', () => {
  const chain = Array.from({ length: 9 }, (_, index) => hashOf(`v${index + 1}`));
  const head = { version: 9, hash: chain[8]! };
  const upTo = (version: number) => ({ lastVersion: version, lastHash: chain[version - 1] ?? '' });

  it('matches when the last event is the head', () => {
    expect(compareWithStreamHead(upTo(9), head)).toBeUndefined();
  });

  it.each([1, 3, 8])('reports events missing when %i are cut from the tail', (cut) => {
    const kept = 9 - cut;
    expect(compareWithStreamHead(upTo(kept), head)).toEqual({
      missing: true,
      brokenAt: kept + 1,
      reason: missingEventsReason(kept + 1, 9),
    });
    expect(missingEventsReason(kept + 1, 9)).toBe(
      `events ${kept + 1}..9 are missing: the signed tree head has this stream up to version 9`,
    );
  });

  it('tells a different last event and events past the head apart from a cut tail', () => {
    expect(compareWithStreamHead({ lastVersion: 9, lastHash: hashOf('other') }, head)).toEqual({
      missing: false,
      brokenAt: 9,
      reason: 'the event is not the stream head in the signed tree head',
    });
    expect(compareWithStreamHead({ lastVersion: 10, lastHash: hashOf('v10') }, head)).toMatchObject({
      missing: false,
      brokenAt: 10,
    });
  });
});
