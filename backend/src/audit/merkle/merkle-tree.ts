// RFC 6962 §2.1 / RFC 9162 §2.1 Merkle trees over leaf hashes: roots, inclusion paths and
// consistency proofs. The leaves are SHA-256(0x00 || event hash), or of the stream-heads map
// SHA-256(0x00 || streamHeadText); inner nodes SHA-256(0x01 || l || r).
import { createHash } from 'node:crypto';
import { streamHeadText, type StreamHead } from '@samvida/machines';

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const leafHashOf = (eventHashHex: string): Buffer => sha256(LEAF, Buffer.from(eventHashHex, 'hex'));

export const streamHeadLeafOf = (head: StreamHead): Buffer => sha256(LEAF, Buffer.from(streamHeadText(head)));

// The largest power of two smaller than n (n ≥ 2).
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

// The tree over the first `size` leaves. Subtree roots are remembered, so the paths of every
// leaf of an export cost one pass over the tree rather than one per leaf.
export class MerkleTree {
  private readonly roots = new Map<string, Buffer>();

  constructor(readonly leaves: readonly Buffer[]) {}

  get size(): number {
    return this.leaves.length;
  }

  leaf(index: number): Buffer {
    return this.leaves[index]!;
  }

  // MTH(D[n]).
  root(): Buffer {
    return this.rootOf(0, this.leaves.length);
  }

  // PATH(m, D[n]): the audit path of leaf m.
  inclusionPath(m: number): Buffer[] {
    return this.path(m, 0, this.leaves.length);
  }

  // PROOF(m, D[n]): that the first m leaves' tree is a prefix of the whole tree.
  consistencyProof(m: number): Buffer[] {
    return this.subproof(m, 0, this.leaves.length, true);
  }

  private rootOf(start: number, end: number): Buffer {
    const n = end - start;
    if (n === 0) return sha256();
    if (n === 1) return this.leaves[start]!;
    const key = `${start}:${end}`;
    let root = this.roots.get(key);
    if (!root) {
      const k = split(n);
      root = sha256(NODE, this.rootOf(start, start + k), this.rootOf(start + k, end));
      this.roots.set(key, root);
    }
    return root;
  }

  private path(m: number, start: number, end: number): Buffer[] {
    const n = end - start;
    if (n <= 1) return [];
    const k = split(n);
    return m < k
      ? [...this.path(m, start, start + k), this.rootOf(start + k, end)]
      : [...this.path(m - k, start + k, end), this.rootOf(start, start + k)];
  }

  private subproof(m: number, start: number, end: number, complete: boolean): Buffer[] {
    const n = end - start;
    if (m === n) return complete ? [] : [this.rootOf(start, end)];
    const k = split(n);
    return m <= k
      ? [...this.subproof(m, start, start + k, complete), this.rootOf(start + k, end)]
      : [...this.subproof(m - k, start + k, end, false), this.rootOf(start, start + k)];
  }
}
