import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import path from 'node:path';
import { SignedTreeHead } from '@samvida/machines';
import type { Env } from '../../config/env.schema.js';

export const LEDGER_FILE = 'audit-tree-heads.jsonl';

// The tree heads this process signed, one JSON line each, in an append-only file (DATA_DIR's):
// out of reach of anyone who can only change the database. The log never signs a head that does
// not extend the last one here, so never a second head for a size here.
export class TreeHeadLedger {
  // By tree size, ascending.
  private readonly heads: SignedTreeHead[];

  constructor(private readonly file: string) {
    this.heads = this.load();
  }

  // AUDIT_HEADS_FILE, else DATA_DIR/audit-tree-heads.jsonl.
  static configured(env: Env): TreeHeadLedger {
    return new TreeHeadLedger(path.resolve(env.AUDIT_HEADS_FILE ?? path.join(env.DATA_DIR, LEDGER_FILE)));
  }

  latest(): SignedTreeHead | undefined {
    return this.heads.at(-1);
  }

  at(size: number): SignedTreeHead | undefined {
    const head = this.heads[this.firstFrom(size)];
    return head?.treeSize === size ? head : undefined;
  }

  // The head of the greatest size below `size`.
  before(size: number): SignedTreeHead | undefined {
    return this.heads[this.firstFrom(size) - 1];
  }

  // Written and flushed to disk before the head is stored or served.
  append(head: SignedTreeHead): void {
    const latest = this.latest();
    if (latest && head.treeSize <= latest.treeSize) {
      throw new Error(`${this.file}: a head for ${head.treeSize} events cannot follow one for ${latest.treeSize}`);
    }
    mkdirSync(path.dirname(this.file), { recursive: true });
    const fd = openSync(this.file, 'a', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(head)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    this.heads.push(head);
  }

  // The index of the first head of `size` events or more.
  private firstFrom(size: number): number {
    let [low, high] = [0, this.heads.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.heads[middle]!.treeSize < size) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  // A last line without its newline was cut short by a crash while it was written, before its head
  // was stored or served, so it is dropped. Any other line that is not a head stops the server.
  private load(): SignedTreeHead[] {
    if (!existsSync(this.file)) return [];
    const bytes = readFileSync(this.file);
    const complete = bytes.lastIndexOf('\n') + 1;
    if (complete < bytes.length) truncateSync(this.file, complete);
    const lines = bytes.subarray(0, complete).toString('utf8').split('\n').slice(0, -1);
    const heads: SignedTreeHead[] = [];
    for (const [index, line] of lines.entries()) {
      const parsed = SignedTreeHead.safeParse(parseJson(line));
      const previous = heads.at(-1);
      if (!parsed.success || (previous && parsed.data.treeSize <= previous.treeSize)) {
        throw new Error(`${this.file}: line ${index + 1} is not a tree head following the one before it`);
      }
      heads.push(parsed.data);
    }
    return heads;
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
