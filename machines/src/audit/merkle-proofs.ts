// Verifies RFC 9162 (Certificate Transparency 2.0) Merkle proofs over the events: leaf hash
// SHA-256(0x00 || event hash bytes), node hash SHA-256(0x01 || left || right). The map of stream
// heads is a second tree of the same shape whose leaves are the streams' heads.
import { canonicalJson } from './canonical-json.js';
import { bytesToHex, concatBytes, hexToBytes, sha256, utf8 } from './web-crypto.js';

const LEAF = new Uint8Array([0]);
const NODE = new Uint8Array([1]);

/** The Merkle leaf of an event: its chain hash (32 bytes) under the leaf prefix. */
export const merkleLeafHash = async (eventHashHex: string): Promise<string> =>
  bytesToHex(await sha256(concatBytes(LEAF, hexToBytes(eventHashHex))));

/** A stream's last version and that event's hash, as a signed tree head commits to it. */
export interface StreamHead {
  streamId: string;
  version: number;
  hash: string;
}

/**
 * The bytes of a stream-heads leaf, canonicalJson({hash, stream, version}). The map's leaves are
 * the streams of the first `treeSize` events, one each, sorted by stream id (UTF-16 code units).
 */
export const streamHeadText = (head: StreamHead): string =>
  canonicalJson({ hash: head.hash, stream: head.streamId, version: head.version });

/** The Merkle leaf of a stream head: its text under the leaf prefix. */
export const streamHeadLeafHash = async (head: StreamHead): Promise<string> =>
  bytesToHex(await sha256(concatBytes(LEAF, utf8(streamHeadText(head)))));

/** Inner nodes already hashed, shared by the proofs of one check (neighbouring leaves share most of their paths). */
export type NodeCache = Map<string, Promise<Uint8Array>>;

const nodeHash = (left: Uint8Array, right: Uint8Array, cache?: NodeCache): Promise<Uint8Array> => {
  if (!cache) return sha256(concatBytes(NODE, left, right));
  const key = bytesToHex(left) + bytesToHex(right);
  let hash = cache.get(key);
  if (!hash) {
    hash = sha256(concatBytes(NODE, left, right));
    cache.set(key, hash);
  }
  return hash;
};

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** RFC 9162 §2.1.3.2: does `path` prove the leaf at `leafIndex` is in the tree of `treeSize` with `rootHex`? */
export async function verifyInclusion(
  leafHashHex: string,
  leafIndex: number,
  treeSize: number,
  path: readonly string[],
  rootHex: string,
  cache?: NodeCache,
): Promise<boolean> {
  if (leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = hexToBytes(leafHashHex);
  for (const p of path.map(hexToBytes)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(p, r, cache);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else {
      r = await nodeHash(r, p, cache);
    }
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && equal(r, hexToBytes(rootHex));
}

const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

/** RFC 9162 §2.1.4.2: is the tree of `firstSize` with `firstRoot` a prefix of the one of `secondSize`? */
export async function verifyConsistency(
  firstSize: number,
  firstRootHex: string,
  secondSize: number,
  secondRootHex: string,
  proof: readonly string[],
): Promise<boolean> {
  if (firstSize < 1 || firstSize > secondSize) return false;
  if (firstSize === secondSize) return proof.length === 0 && firstRootHex === secondRootHex;
  const path = (isPowerOfTwo(firstSize) ? [firstRootHex, ...proof] : [...proof]).map(hexToBytes);
  if (path.length === 0) return false;
  let fn = firstSize - 1;
  let sn = secondSize - 1;
  while (fn % 2 === 1) [fn, sn] = [fn >> 1, sn >> 1];
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHash(c, fr);
      sr = await nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else {
      sr = await nodeHash(sr, c);
    }
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && equal(fr, hexToBytes(firstRootHex)) && equal(sr, hexToBytes(secondRootHex));
}
