// The server's RFC 9162 tree (node:crypto) against the independent WebCrypto verifiers the browser
// and `npm run verify` run: every inclusion path and every consistency proof of trees of 1..33
// leaves verifies, and a proof for a changed leaf does not. Known answer: RFC 6962
// defines the empty tree's root as SHA-256 of nothing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { merkleLeafHash, verifyConsistency, verifyInclusion } from '@samvida/machines';
import { leafHashOf, MerkleTree } from '../../../backend/src/audit/merkle/merkle-tree.js';

const eventHash = (i: number) => createHash('sha256').update(`event ${i}`).digest('hex');
const treeOf = (n: number, changed?: number) =>
  new MerkleTree(Array.from({ length: n }, (_, i) => leafHashOf(eventHash(i === changed ? i + 1000 : i))));
const hex = (buffers: Buffer[]) => buffers.map((b) => b.toString('hex'));

describe('Merkle tree and proofs', () => {
  it('hashes leaves with the 0x00 prefix the same way on both sides', async () => {
    expect(leafHashOf(eventHash(1)).toString('hex')).toBe(await merkleLeafHash(eventHash(1)));
    expect(new MerkleTree([]).root().toString('hex')).toBe(createHash('sha256').digest('hex'));
  });

  it('proves every leaf of every tree size up to 33 and refuses a changed leaf', async () => {
    for (let n = 1; n <= 33; n++) {
      const tree = treeOf(n);
      const root = tree.root().toString('hex');
      for (let m = 0; m < n; m++) {
        const leaf = tree.leaf(m).toString('hex');
        expect([n, m, await verifyInclusion(leaf, m, n, hex(tree.inclusionPath(m)), root)]).toEqual([n, m, true]);
      }
      const forged = leafHashOf(eventHash(5000)).toString('hex');
      expect(await verifyInclusion(forged, n - 1, n, hex(tree.inclusionPath(n - 1)), root)).toBe(false);
    }
  });

  it('proves every prefix consistent, and refuses a prefix with a changed leaf', async () => {
    for (let n = 1; n <= 33; n++) {
      const tree = treeOf(n);
      for (let m = 1; m <= n; m++) {
        const prefix = treeOf(m).root().toString('hex');
        const proof = hex(tree.consistencyProof(m));
        expect([n, m, await verifyConsistency(m, prefix, n, tree.root().toString('hex'), proof)]).toEqual([n, m, true]);
        if (m < n) {
          const forged = treeOf(m, m - 1)
            .root()
            .toString('hex');
          expect(await verifyConsistency(m, forged, n, tree.root().toString('hex'), proof)).toBe(false);
        }
      }
    }
  });
});
