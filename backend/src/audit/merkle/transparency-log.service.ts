import { sign } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  compareWithStreamHead,
  treeHeadHash,
  treeHeadMessage,
  verifyTreeHead,
  type SignedTreeHead,
  type UnsignedTreeHead,
} from '@samvida/machines';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { TREE_HEAD_KEY } from '../signing/tree-head-key.js';
import type { TreeHeadKey } from '../signing/tree-head-key.js';
import { LogView, type LogLeaf, type StreamHeadsMap } from './log-view.js';
import { leafHashOf, type MerkleTree } from './merkle-tree.js';
import { logInconsistent, SignedHeads } from './signed-heads.js';

export interface InclusionProof {
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  path: string[];
}

// A signed head with the log's trees at its size: over the events, and over the map of stream heads.
export interface SignedTree {
  head: SignedTreeHead;
  events: MerkleTree;
  streamHeads: StreamHeadsMap;
}

// One of a stream's leaves: where it is in the log and the event hash it holds.
export interface StreamLeaf {
  leafIndex: number;
  streamVersion: number;
  eventHash: string;
}

// What the log says of a stream's events (their hash chain already checked).
export type StreamLogCheck = { ok: true; treeSize: number } | { ok: false; brokenAt?: number; reason: string };

const noLongerMatches = (head: SignedTreeHead) =>
  `the audit log no longer matches the tree head signed for ${head.treeSize} events`;

const hex = (buffers: Buffer[]) => buffers.map((buffer) => buffer.toString('hex'));

export const logCatchingUp = () =>
  new DomainError('LOG_CATCHING_UP', 'The audit log is still catching up. Please try again.', 'unavailable');

// The audit log over every event (RFC 9162 shapes): signed tree heads, each committing to the
// Merkle root of the events and to the map of every stream's head, each naming the head before
// it; inclusion proofs for an event and consistency proofs between two sizes. Heads are
// append-only: a new one is signed only for more leaves than the last, over leaves that still give
// the roots of the last head on record and of the last in the heads file, so a history rewritten
// or cut after a head was signed gets no head of its own.
@Injectable()
export class TransparencyLog {
  // The trees of the last head whose leaves were read and gave its roots: a check or an export under
  // the same head then reads only its stream's leaves, not the whole log (once per head, per process).
  private verified?: SignedTree;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(TREE_HEAD_KEY) private readonly key: TreeHeadKey,
    private readonly heads: SignedHeads,
  ) {}

  get publicKeyHex(): string {
    return this.key.publicKeyHex;
  }

  // A head over every leaf so far, signed once per size and kept.
  async currentHead(now: Date): Promise<SignedTreeHead> {
    const [{ size }] = await this.dataSource.query(
      'select coalesce(max(leaf_index) + 1, 0)::int as size from merkle_leaves',
    );
    if (size === 0) throw new DomainError('LOG_EMPTY', 'No events have been recorded yet.', 'not_found');
    return (await this.heads.at(size)) ?? this.signHead(size, now);
  }

  // The head signed for `size`, or 404.
  async head(size: number): Promise<SignedTreeHead> {
    const head = await this.heads.at(size);
    if (!head) throw new DomainError('HEAD_NOT_FOUND', `No tree head was signed for size ${size}.`, 'not_found');
    return head;
  }

  // The log as its first `size` leaves.
  async view(size: number, db: EntityManager = this.dataSource.manager): Promise<LogView> {
    const rows: { leaf_index: number; stream_id: string; stream_version: number; event_hash: string }[] =
      await db.query(
        `select leaf_index, stream_id, stream_version, event_hash from merkle_leaves
          where leaf_index < $1 order by leaf_index`,
        [size],
      );
    const lost = rows.findIndex((row, index) => row.leaf_index !== index);
    if (lost >= 0) throw logInconsistent(`The audit log has lost its leaf ${lost}.`);
    if (rows.length !== size) {
      throw new DomainError('HEAD_NOT_FOUND', `The log has fewer than ${size} events.`, 'not_found');
    }
    const leaves: LogLeaf[] = rows.map((row) => ({
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      eventHash: row.event_hash,
    }));
    return new LogView(leaves);
  }

  // The log's trees at `head`: those kept from the last read when they are this head's, else read
  // from the leaves (and kept when they give the head's roots). `matches` is false when they do not.
  async treeOf(head: SignedTreeHead): Promise<{ tree: SignedTree; matches: boolean }> {
    const kept = this.verified;
    if (kept && kept.head.treeSize === head.treeSize && kept.head.signature === head.signature) {
      return { tree: kept, matches: true };
    }
    const view = await this.view(head.treeSize);
    const tree = { head, events: view.events, streamHeads: view.streamHeads };
    const matches = view.matches(head);
    if (matches) this.verified = tree;
    return { tree, matches };
  }

  // A stream's leaves in the first `size`, by version: an index range, however long the log.
  async leavesOf(streamId: string, size: number): Promise<StreamLeaf[]> {
    const rows: { leaf_index: number; stream_version: number; event_hash: string }[] = await this.dataSource.query(
      `select leaf_index, stream_version, event_hash from merkle_leaves
        where stream_id = $1 and leaf_index < $2 order by stream_version`,
      [streamId, size],
    );
    return rows.map((row) => ({
      leafIndex: row.leaf_index,
      streamVersion: row.stream_version,
      eventHash: row.event_hash,
    }));
  }

  // The inclusion proofs of a stream's leaves in `tree`, by stream version.
  inclusionOfStream(leaves: readonly StreamLeaf[], tree: MerkleTree): Map<number, InclusionProof> {
    return new Map(leaves.map((leaf) => [leaf.streamVersion, this.inclusion(tree, leaf.leafIndex)]));
  }

  // The inclusion proof of the leaf whose event hash is `eventHash`, in the tree of `treeSize`.
  async inclusionOfEvent(eventHash: string, treeSize: number): Promise<InclusionProof> {
    const rows: { leaf_index: number }[] = await this.dataSource.query(
      'select leaf_index from merkle_leaves where event_hash = $1 and leaf_index < $2 order by leaf_index limit 1',
      [eventHash, treeSize],
    );
    if (!rows[0]) throw new DomainError('LEAF_NOT_FOUND', 'No event with this hash is in that tree.', 'not_found');
    return this.inclusion((await this.view(treeSize)).events, rows[0].leaf_index);
  }

  // PROOF(first, D[second]) over the leaves as they are now.
  async consistency(first: number, second: number): Promise<string[]> {
    if (first < 1 || first > second) {
      throw new DomainError('INVALID_RANGE', 'The first size must be between 1 and the second.');
    }
    return hex((await this.view(second)).events.consistencyProof(first));
  }

  // A stream's events (their chain already checked) against the current signed head: the leaves
  // must still give its roots, each event must be its leaf, and the last must be the stream head
  // the head commits to.
  async checkStream(
    streamId: string,
    events: readonly { streamVersion: number; hash: string }[],
    now: Date,
  ): Promise<StreamLogCheck> {
    const signed = await this.signedTree(now);
    if ('reason' in signed) return { ok: false, reason: signed.reason };
    const streamHead = signed.streamHeads.headOf(streamId);
    if (!streamHead || events.length > streamHead.version) throw logCatchingUp();
    const stored = await this.leavesOf(streamId, signed.head.treeSize);
    // A leaf rewritten since the tree was read no longer gives the signed root.
    if (stored.some((leaf) => !leafHashOf(leaf.eventHash).equals(signed.events.leaf(leaf.leafIndex)))) {
      return { ok: false, reason: noLongerMatches(signed.head) };
    }
    const leaves = new Map(stored.map((leaf) => [leaf.streamVersion, leaf.eventHash]));
    const altered = events.find((event) => leaves.get(event.streamVersion) !== event.hash);
    if (altered) {
      return { ok: false, brokenAt: altered.streamVersion, reason: 'the event is not the one in the signed audit log' };
    }
    const last = { lastVersion: events.length, lastHash: events.at(-1)?.hash ?? '' };
    const mismatch = compareWithStreamHead(last, streamHead);
    return mismatch
      ? { ok: false, brokenAt: mismatch.brokenAt, reason: mismatch.reason }
      : { ok: true, treeSize: signed.head.treeSize };
  }

  // The current head and the trees of the leaves it was signed over; why not, when they no longer
  // give its roots or no head can be signed any more (reported, not thrown).
  private async signedTree(now: Date): Promise<SignedTree | { reason: string }> {
    try {
      const { tree, matches } = await this.treeOf(await this.currentHead(now));
      return matches ? tree : { reason: noLongerMatches(tree.head) };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'LOG_INCONSISTENT') return { reason: error.message };
      throw error;
    }
  }

  // Signs a head for `size` leaves, one signer at a time across processes so that each head names
  // the one signed just before it. Refused unless the leaves extend every head on record.
  private async signHead(size: number, now: Date): Promise<SignedTreeHead> {
    const signed = await this.dataSource.transaction(async (db): Promise<SignedTree | { head: SignedTreeHead }> => {
      await db.query(`select pg_advisory_xact_lock(hashtext('samvida:tree-head-signing'))`);
      const kept = await this.heads.at(size, db);
      if (kept) return { head: kept };
      const previous = await this.heads.latest(db);
      if (previous && !(await verifyTreeHead(previous, this.publicKeyHex))) {
        throw logInconsistent(`The tree head on record for ${previous.treeSize} events is not signed by this log.`);
      }
      const view = await this.view(size, db);
      for (const earlier of new Set([previous, this.heads.ledgerLatest()])) {
        if (earlier) this.assertExtends(view, earlier);
      }
      const unsigned: UnsignedTreeHead = {
        treeSize: size,
        rootHash: view.events.root().toString('hex'),
        streamHeadsRoot: view.streamHeads.root(),
        previousHeadHash: previous ? await treeHeadHash(previous) : null,
        timestamp: now.toISOString(),
      };
      const signature = sign(null, Buffer.from(treeHeadMessage(unsigned)), this.key.privateKey).toString('hex');
      const head = { ...unsigned, signature };
      await this.heads.record(db, head);
      return { head, events: view.events, streamHeads: view.streamHeads };
    });
    // The trees just signed need no second read to be checked against their head.
    if ('events' in signed) this.verified = signed;
    return signed.head;
  }

  private assertExtends(view: LogView, earlier: SignedTreeHead): void {
    if (earlier.treeSize > view.size) {
      throw logInconsistent(
        `The audit log has ${view.size} events, fewer than the ${earlier.treeSize} of a tree head already signed.`,
      );
    }
    if (!view.prefix(earlier.treeSize).matches(earlier)) {
      throw logInconsistent(
        `The audit log no longer matches the tree head signed for ${earlier.treeSize} events; no new head is signed.`,
      );
    }
  }

  private inclusion(tree: MerkleTree, leafIndex: number): InclusionProof {
    return {
      leafIndex,
      treeSize: tree.size,
      leafHash: tree.leaf(leafIndex).toString('hex'),
      path: hex(tree.inclusionPath(leafIndex)),
    };
  }
}
