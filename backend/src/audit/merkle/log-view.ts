import type { ExportedStreamHead, SignedTreeHead, StreamHead } from '@samvida/machines';
import { leafHashOf, MerkleTree, streamHeadLeafOf } from './merkle-tree.js';

// One leaf of the audit log, as merkle_leaves holds it.
export interface LogLeaf {
  streamId: string;
  streamVersion: number;
  eventHash: string;
}

const hex = (buffer: Buffer) => buffer.toString('hex');

// The log as its first leaves: the tree over the events and, built when first asked for, the map
// of every stream's head that a signed head also commits to.
export class LogView {
  readonly events: MerkleTree;
  private heads?: StreamHeadsMap;

  constructor(
    readonly leaves: readonly LogLeaf[],
    leafHashes: readonly Buffer[] = leaves.map((leaf) => leafHashOf(leaf.eventHash)),
  ) {
    this.events = new MerkleTree(leafHashes);
  }

  get size(): number {
    return this.leaves.length;
  }

  get streamHeads(): StreamHeadsMap {
    this.heads ??= new StreamHeadsMap(this.leaves);
    return this.heads;
  }

  // The log as its first `size` leaves.
  prefix(size: number): LogView {
    return size === this.size ? this : new LogView(this.leaves.slice(0, size), this.events.leaves.slice(0, size));
  }

  // Do these leaves give the head's roots? A head signed before stream heads (version 1) commits to none.
  matches(head: SignedTreeHead): boolean {
    if (head.treeSize !== this.size || hex(this.events.root()) !== head.rootHash) return false;
    return head.streamHeadsRoot === undefined || this.streamHeads.root() === head.streamHeadsRoot;
  }
}

// Each stream's head among the leaves (its last leaf), sorted by stream id in UTF-16 code units,
// as the leaves of a Merkle tree.
export class StreamHeadsMap {
  private readonly heads: StreamHead[];
  private readonly indexOf = new Map<string, number>();
  private readonly tree: MerkleTree;

  constructor(leaves: readonly LogLeaf[]) {
    const last = new Map<string, StreamHead>();
    for (const { streamId, streamVersion, eventHash } of leaves) {
      last.set(streamId, { streamId, version: streamVersion, hash: eventHash });
    }
    this.heads = [...last.values()].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    this.heads.forEach((head, index) => this.indexOf.set(head.streamId, index));
    this.tree = new MerkleTree(this.heads.map(streamHeadLeafOf));
  }

  root(): string {
    return hex(this.tree.root());
  }

  headOf(streamId: string): StreamHead | undefined {
    const index = this.indexOf.get(streamId);
    return index === undefined ? undefined : this.heads[index];
  }

  // The stream's head with its inclusion proof in this map, as an export carries it.
  proofOf(streamId: string): ExportedStreamHead | undefined {
    const leafIndex = this.indexOf.get(streamId);
    if (leafIndex === undefined) return undefined;
    const { version, hash } = this.heads[leafIndex]!;
    const inclusionProof = this.tree.inclusionPath(leafIndex).map(hex);
    return { version, hash, leafIndex, streams: this.heads.length, inclusionProof };
  }
}
