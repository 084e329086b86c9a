import { Injectable } from '@nestjs/common';
import { treeHeadHash, treeHeadMessage, type SignedTreeHead } from '@samvida/machines';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain.error.js';
import { ObjectStoreService } from '../../uploads/object-store.service.js';
import { TreeHeadLedger } from './tree-head-ledger.js';

interface HeadRow {
  tree_size: number;
  root_hash: string;
  stream_heads_root: string | null;
  previous_head_hash: string | null;
  signed_at: string;
  signature: string;
}

// Where the object store keeps a copy of each head, one object per size (`000000000042.json`).
export const ARCHIVE_FOLDER = 'audit-tree-heads';

// A refusal to serve or sign: the heads or leaves on record are not what was signed.
export const logInconsistent = (message: string) => new DomainError('LOG_INCONSISTENT', message, 'conflict');

// Heads signed before stream heads (message version 1) have neither column.
const headOf = (row: HeadRow): SignedTreeHead => ({
  treeSize: row.tree_size,
  rootHash: row.root_hash,
  ...(row.stream_heads_root !== null && {
    streamHeadsRoot: row.stream_heads_root,
    previousHeadHash: row.previous_head_hash,
  }),
  timestamp: row.signed_at,
  signature: row.signature,
});

const sameHead = (a: SignedTreeHead, b: SignedTreeHead) =>
  a.signature === b.signature && treeHeadMessage(a) === treeHeadMessage(b);

// The signed tree heads as the database lists them (any process's) and as this process's
// append-only ledger holds them, with a copy in the object store when one is configured. The
// ledger wins: a row that differs from its head for a size, or a head that does not name the one
// signed before it, is refused; a head the database lost is put back from the ledger.
@Injectable()
export class SignedHeads {
  private readonly archive: ReturnType<ObjectStoreService['folder']>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TreeHeadLedger,
    objectStore: ObjectStoreService,
  ) {
    this.archive = objectStore.folder(ARCHIVE_FOLDER);
  }

  // The head kept for `size`, after checking that it follows the head before it.
  async at(size: number, db: EntityManager = this.dataSource.manager): Promise<SignedTreeHead | undefined> {
    const row = await this.row(db, 'where tree_size = $1', [size]);
    const head = this.agreed(row, this.ledger.at(size));
    if (!head) return undefined;
    await this.assertFollows(head, db);
    if (!row) await this.keep(db, head);
    return head;
  }

  // The head of the greatest size on record.
  async latest(db: EntityManager): Promise<SignedTreeHead | undefined> {
    return this.agreed(await this.row(db, 'order by tree_size desc limit 1'), this.ledger.latest());
  }

  // The last head this process wrote to its ledger (another process may have signed later ones).
  ledgerLatest(): SignedTreeHead | undefined {
    return this.ledger.latest();
  }

  // Keeps a new head: in the ledger first, so that no head is stored or served before the file holds it.
  async record(db: EntityManager, head: SignedTreeHead): Promise<void> {
    this.ledger.append(head);
    await this.keep(db, head);
  }

  // In the object store (when one is configured), then in the database.
  private async keep(db: EntityManager, head: SignedTreeHead): Promise<void> {
    const key = `${String(head.treeSize).padStart(12, '0')}.json`;
    await this.archive?.put(key, Buffer.from(JSON.stringify(head)), 'application/json');
    await this.insert(db, head);
  }

  private async assertFollows(head: SignedTreeHead, db: EntityManager): Promise<void> {
    // A version 1 head names no previous head.
    if (head.streamHeadsRoot === undefined) return;
    const previous = this.agreed(
      await this.row(db, 'where tree_size < $1 order by tree_size desc limit 1', [head.treeSize]),
      this.ledger.before(head.treeSize),
    );
    const expected = previous ? await treeHeadHash(previous) : null;
    if ((head.previousHeadHash ?? null) !== expected) {
      throw logInconsistent(`The tree head for ${head.treeSize} events does not follow the head signed before it.`);
    }
  }

  // Of a database head and a ledger head, the one of the greater size; for the same size they must agree.
  private agreed(row: SignedTreeHead | undefined, kept: SignedTreeHead | undefined): SignedTreeHead | undefined {
    if (!row || !kept || row.treeSize !== kept.treeSize) {
      return (row?.treeSize ?? 0) > (kept?.treeSize ?? 0) ? row : kept;
    }
    if (!sameHead(row, kept))
      throw logInconsistent(`Two different tree heads are on record for ${row.treeSize} events.`);
    return kept;
  }

  private async row(db: EntityManager, where: string, parameters: unknown[] = []): Promise<SignedTreeHead | undefined> {
    const rows: HeadRow[] = await db.query(
      `select tree_size, root_hash, stream_heads_root, previous_head_hash, signed_at, signature
         from signed_tree_heads ${where}`,
      parameters,
    );
    return rows[0] && headOf(rows[0]);
  }

  private async insert(db: EntityManager, head: SignedTreeHead): Promise<void> {
    await db.query(
      `insert into signed_tree_heads (tree_size, root_hash, stream_heads_root, previous_head_hash, signed_at, signature)
       values ($1, $2, $3, $4, $5, $6) on conflict (tree_size) do nothing`,
      [
        head.treeSize,
        head.rootHash,
        head.streamHeadsRoot ?? null,
        head.previousHeadHash ?? null,
        head.timestamp,
        head.signature,
      ],
    );
  }
}
