// The append-only file of signed tree heads: heads are read back in order and found by size; a
// head may only follow a smaller one; a last line cut short by a crash is dropped; any other line
// that is not a head stops the server rather than being skipped.
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { SignedTreeHead } from '@samvida/machines';
import { TreeHeadLedger } from '../../../backend/src/audit/merkle/tree-head-ledger.js';

const headOf = (treeSize: number): SignedTreeHead => ({
  treeSize,
  rootHash: treeSize.toString(16).padStart(64, '0'),
  streamHeadsRoot: 'bb'.repeat(32),
  previousHeadHash: null,
  timestamp: '2025-01-01T00:00:00.000Z',
  signature: 'cc'.repeat(64),
});
const freshFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'samvida-ledger-')), 'heads.jsonl');

describe('the tree head ledger', () => {
  it('reads back what it appended, by size and by the size before', () => {
    const file = freshFile();
    const ledger = new TreeHeadLedger(file);
    for (const size of [3, 5, 9]) ledger.append(headOf(size));
    const reread = new TreeHeadLedger(file);
    expect([reread.latest(), reread.at(5), reread.at(4), reread.before(5), reread.before(3)]).toEqual([
      headOf(9),
      headOf(5),
      undefined,
      headOf(3),
      undefined,
    ]);
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(4);
  });

  it('refuses a head that does not follow the last one', () => {
    const ledger = new TreeHeadLedger(freshFile());
    ledger.append(headOf(5));
    expect(() => ledger.append(headOf(5))).toThrow('a head for 5 events cannot follow one for 5');
    expect(() => ledger.append(headOf(4))).toThrow('a head for 4 events cannot follow one for 5');
  });

  it('drops a last line cut short, and appends after it cleanly', () => {
    const file = freshFile();
    new TreeHeadLedger(file).append(headOf(3));
    appendFileSync(file, JSON.stringify(headOf(4)).slice(0, 40));
    const ledger = new TreeHeadLedger(file);
    expect(ledger.latest()).toEqual(headOf(3));
    ledger.append(headOf(4));
    expect(new TreeHeadLedger(file).latest()).toEqual(headOf(4));
  });

  it('stops on a line that is not a head following the one before it', () => {
    const file = freshFile();
    writeFileSync(file, `${JSON.stringify(headOf(3))}\nnot a head\n${JSON.stringify(headOf(4))}\n`);
    expect(() => new TreeHeadLedger(file)).toThrow('line 2 is not a tree head following the one before it');
    writeFileSync(file, `${JSON.stringify(headOf(4))}\n${JSON.stringify(headOf(3))}\n`);
    expect(() => new TreeHeadLedger(file)).toThrow('line 2 is not a tree head following the one before it');
  });
});
