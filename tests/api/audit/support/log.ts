// Helpers for the audit log suites: the offline verifier, the log's public calls, and what a
// forger with database access would do to a stream.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditExport, SignedTreeHead } from '@samvida/machines';
import type pg from 'pg';
import { computeEventHash } from '../../../../backend/src/event-store/hash-chain.js';
import { call } from '../../../setup/test-app.js';
import type { SignedIn } from '../../accounts/support/accounts.js';
import { as } from '../../agreements/support/agreements.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'samvida-verify-'));

/** Writes `content` as JSON to a file of its own; returns the path. */
export function jsonFile(content: unknown): string {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

/** Runs `npm run verify` (scripts/verify.mjs) on an export, with the trusted key and a kept head. */
export function verifyOffline(
  exported: unknown,
  options: { publicKey?: string; since?: unknown } = {},
): { status: number | null; output: string } {
  const args = [
    'scripts/verify.mjs',
    jsonFile(exported),
    ...(options.publicKey ? ['--public-key', options.publicKey] : []),
    ...(options.since === undefined ? [] : ['--since', jsonFile(options.since)]),
  ];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** The current signed tree head, or the one for `size`, as anyone fetches it. */
export const treeHead = (baseUrl: string, size?: number) =>
  call<SignedTreeHead>(baseUrl, 'GET', `/api/Audit/TreeHead${size ? `?size=${size}` : ''}`);

/** A contract's export as `reader` downloads it (with a consistency proof from `since`). */
export async function exportOf(baseUrl: string, reader: SignedIn, agreementId: string, since?: number) {
  const query = `agId=${agreementId}${since ? `&since=${since}` : ''}`;
  const reply = await as(baseUrl, reader)<AuditExport>('GET', `/api/Audit/Export?${query}`);
  if (reply.status !== 200) throw new Error(`export: ${reply.status} ${reply.body.message}`);
  return reply.body.data!;
}

/** The server's VerifyChain answer for a contract. */
export async function verifyChainOf(baseUrl: string, reader: SignedIn, agreementId: string) {
  return (await as(baseUrl, reader)('GET', `/api/Audit/VerifyChain?agId=${agreementId}`)).body.data;
}

/** Deletes the stream's events after `version` from the event store (and from the log's leaves). */
export async function cutTail(
  db: pg.Client,
  streamId: string,
  version: number,
  { leaves = false }: { leaves?: boolean } = {},
): Promise<void> {
  await db.query('delete from event_store_events where stream_id = $1 and stream_version > $2', [streamId, version]);
  if (leaves) {
    await db.query('delete from merkle_leaves where stream_id = $1 and stream_version > $2', [streamId, version]);
  }
}

/**
 * A consistent rewrite: changes event `version`'s data, recomputes the hash chain from there and,
 * with `leaves`, rewrites the Merkle leaves so the log matches the new chain.
 */
export async function rewriteStream(
  db: pg.Client,
  streamId: string,
  version: number,
  { leaves = true }: { leaves?: boolean } = {},
): Promise<void> {
  const { rows } = await db.query(
    `select stream_version, type, data, metadata, prev_hash, hash from event_store_events
     where stream_id = $1 order by stream_version`,
    [streamId],
  );
  let prevHash = rows[version - 2]?.hash ?? '0'.repeat(64);
  for (const row of rows.slice(version - 1)) {
    const data = row.stream_version === version ? { ...row.data, rewritten: true } : row.data;
    const hash = computeEventHash(prevHash, {
      streamId,
      streamVersion: row.stream_version,
      type: row.type,
      data,
      metadata: row.metadata,
    });
    await db.query(
      `update event_store_events set data = $3, prev_hash = $4, hash = $5 where stream_id = $1 and stream_version = $2`,
      [streamId, row.stream_version, data, prevHash, hash],
    );
    if (leaves) {
      await db.query('update merkle_leaves set event_hash = $3 where stream_id = $1 and stream_version = $2', [
        streamId,
        row.stream_version,
        hash,
      ]);
    }
    prevHash = hash;
  }
}
