import { sign } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { treeHeadMessage, type SignedTreeHead } from '@samvida/machines';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { TREE_HEAD_KEY } from '../signing/tree-head-key.js';
import type { TreeHeadKey } from '../signing/tree-head-key.js';
import { leafHashOf, MerkleTree } from './merkle-tree.js';

export interface InclusionProof {
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  path: string[];
}

const hex = (buffers: Buffer[]) => buffers.map((buffer) => buffer.toString('hex'));

// The audit log over every event (RFC 9162 shapes): the current signed tree head, stored heads by
// size, inclusion proofs for an event and consistency proofs between two sizes. Proofs are built
// from `merkle_leaves`, so a history rewritten after a head was signed no longer proves against it.
@Injectable()
export class TransparencyLog {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(TREE_HEAD_KEY) private readonly key: TreeHeadKey,
  ) {}

  get publicKeyHex(): string {
    return this.key.publicKeyHex;
  }

  // A head over every leaf so far, signed once per size and kept.
  async currentHead(now: Date): Promise<SignedTreeHead> {
    const [{ size }] = await this.dataSource.query('select count(*)::int as size from merkle_leaves');
    if (size === 0) throw new DomainError('LOG_EMPTY', 'No events have been recorded yet.', 'not_found');
    const stored = await this.storedHead(size);
    if (stored) return stored;
    const tree = await this.tree(size);
    const unsigned = { treeSize: size, rootHash: tree.root().toString('hex'), timestamp: now.toISOString() };
    const signature = sign(null, Buffer.from(treeHeadMessage(unsigned)), this.key.privateKey).toString('hex');
    await this.dataSource.query(
      `insert into signed_tree_heads (tree_size, root_hash, signed_at, signature) values ($1, $2, $3, $4)
       on conflict (tree_size) do nothing`,
      [size, unsigned.rootHash, unsigned.timestamp, signature],
    );
    return (await this.storedHead(size))!;
  }

  // The head signed for `size`, or 404.
  async head(size: number): Promise<SignedTreeHead> {
    const head = await this.storedHead(size);
    if (!head) throw new DomainError('HEAD_NOT_FOUND', `No tree head was signed for size ${size}.`, 'not_found');
    return head;
  }

  // The inclusion proofs of a stream's events in the tree of `treeSize`, oldest first.
  async inclusionOfStream(streamId: string, treeSize: number): Promise<Map<number, InclusionProof>> {
    const rows: { leaf_index: number; stream_version: number }[] = await this.dataSource.query(
      'select leaf_index, stream_version from merkle_leaves where stream_id = $1 and leaf_index < $2 order by stream_version',
      [streamId, treeSize],
    );
    const tree = await this.tree(treeSize);
    const proofs = new Map<number, InclusionProof>();
    for (const row of rows) proofs.set(row.stream_version, this.inclusion(tree, row.leaf_index));
    return proofs;
  }

  // The inclusion proof of the leaf whose event hash is `eventHash`, in the tree of `treeSize`.
  async inclusionOfEvent(eventHash: string, treeSize: number): Promise<InclusionProof> {
    const rows: { leaf_index: number }[] = await this.dataSource.query(
      'select leaf_index from merkle_leaves where event_hash = $1 and leaf_index < $2 order by leaf_index limit 1',
      [eventHash, treeSize],
    );
    if (!rows[0]) throw new DomainError('LEAF_NOT_FOUND', 'No event with this hash is in that tree.', 'not_found');
    return this.inclusion(await this.tree(treeSize), rows[0].leaf_index);
  }

  // PROOF(first, D[second]) over the leaves as they are now.
  async consistency(first: number, second: number): Promise<string[]> {
    if (first < 1 || first > second) {
      throw new DomainError('INVALID_RANGE', 'The first size must be between 1 and the second.');
    }
    return hex((await this.tree(second)).consistencyProof(first));
  }

  private inclusion(tree: MerkleTree, leafIndex: number): InclusionProof {
    return {
      leafIndex,
      treeSize: tree.size,
      leafHash: tree.leaf(leafIndex).toString('hex'),
      path: hex(tree.inclusionPath(leafIndex)),
    };
  }

  private async tree(size: number): Promise<MerkleTree> {
    const rows: { event_hash: string }[] = await this.dataSource.query(
      'select event_hash from merkle_leaves where leaf_index < $1 order by leaf_index',
      [size],
    );
    if (rows.length !== size) {
      throw new DomainError('HEAD_NOT_FOUND', `The log has fewer than ${size} events.`, 'not_found');
    }
    return new MerkleTree(rows.map((row) => leafHashOf(row.event_hash)));
  }

  private async storedHead(size: number): Promise<SignedTreeHead | undefined> {
    const rows: { tree_size: number; root_hash: string; signed_at: string; signature: string }[] =
      await this.dataSource.query('select * from signed_tree_heads where tree_size = $1', [size]);
    const row = rows[0];
    return (
      row && { treeSize: row.tree_size, rootHash: row.root_hash, timestamp: row.signed_at, signature: row.signature }
    );
  }
}
