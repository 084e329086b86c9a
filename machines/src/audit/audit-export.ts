// A contract's exported history and how anyone re-checks it without the server: the hash chain,
// each event's inclusion in the signed Merkle tree head, and the head's Ed25519 signature.
import { z } from 'zod';
import { checkChain } from './chain-check.js';
import { merkleLeafHash, verifyInclusion, type NodeCache } from './merkle-proofs.js';
import { SignedTreeHead, verifyTreeHead } from './tree-head.js';

const Hex32 = z.string().regex(/^[0-9a-f]{64}$/);

export const ExportedEvent = z.object({
  eventId: z.string(),
  streamId: z.string(),
  streamVersion: z.number().int().positive(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.unknown(),
  prevHash: Hex32,
  hash: Hex32,
  leafIndex: z.number().int().nonnegative(),
  inclusionProof: z.array(Hex32),
});
export type ExportedEvent = z.infer<typeof ExportedEvent>;

export const AuditExport = z.object({
  format: z.literal('samvida-audit-export/1'),
  streamId: z.string(),
  events: z.array(ExportedEvent),
  treeHead: SignedTreeHead,
  /** Raw Ed25519 public key (32 bytes, hex); compare it with the one the server publishes. */
  publicKey: Hex32,
});
export type AuditExport = z.infer<typeof AuditExport>;

export type ExportCheck =
  | { ok: true; events: number; treeSize: number; rootHash: string }
  | { ok: false; step: 'format' | 'signature' | 'chain' | 'inclusion'; brokenAt?: number; reason: string };

/** Checks an export: its shape, the head's signature, the chain, then each event's inclusion. */
export async function verifyAuditExport(input: unknown): Promise<ExportCheck> {
  const parsed = AuditExport.safeParse(input);
  if (!parsed.success) return { ok: false, step: 'format', reason: parsed.error.issues[0]?.message ?? 'invalid' };
  const { events, treeHead, publicKey, streamId } = parsed.data;
  if (!(await verifyTreeHead(treeHead, publicKey))) {
    return { ok: false, step: 'signature', reason: 'the tree head is not signed by this key' };
  }
  if (events.some((event) => event.streamId !== streamId)) {
    return { ok: false, step: 'format', reason: `an event is not from ${streamId}` };
  }
  const chain = await checkChain(events);
  if (!chain.ok) return { ok: false, step: 'chain', brokenAt: chain.brokenAt, reason: chain.reason };
  const cache: NodeCache = new Map();
  const included = await Promise.all(
    events.map(async (event) =>
      verifyInclusion(
        await merkleLeafHash(event.hash),
        event.leafIndex,
        treeHead.treeSize,
        event.inclusionProof,
        treeHead.rootHash,
        cache,
      ),
    ),
  );
  const missing = events.find((_, index) => !included[index]);
  if (missing) {
    return {
      ok: false,
      step: 'inclusion',
      brokenAt: missing.streamVersion,
      reason: 'the event is not in the signed tree',
    };
  }
  return { ok: true, events: events.length, treeSize: treeHead.treeSize, rootHash: treeHead.rootHash };
}
