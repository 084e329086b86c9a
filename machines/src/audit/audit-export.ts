// A contract's exported history and how anyone re-checks it without the server: the head's Ed25519
// signature, the stream's head in the signed map of stream heads (so a cut tail shows), the hash
// chain, each event's inclusion in the signed Merkle tree and, given a head the user kept, that
// the log only grew since.
import { z } from 'zod';
import { checkChain } from './chain-check.js';
import { keptHeadOf, verifyLogGrowth } from './log-growth.js';
import { merkleLeafHash, streamHeadLeafHash, verifyInclusion, type NodeCache } from './merkle-proofs.js';
import { compareWithStreamHead } from './stream-completeness.js';
import { SignedTreeHead, verifyTreeHead } from './tree-head.js';

const Hex32 = z.string().regex(/^[0-9a-f]{64}$/);
// An audit path has one hash per tree level; 64 covers any size a number can hold.
const AuditPath = z.array(Hex32).max(64);

export const EXPORT_FORMAT = 'samvida-audit-export/2';

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
  inclusionProof: AuditPath,
});
export type ExportedEvent = z.infer<typeof ExportedEvent>;

/** The stream's head (last version and its hash) and its inclusion proof in the map of `streams` heads. */
export const ExportedStreamHead = z.object({
  version: z.number().int().positive(),
  hash: Hex32,
  leafIndex: z.number().int().nonnegative(),
  streams: z.number().int().positive(),
  inclusionProof: AuditPath,
});
export type ExportedStreamHead = z.infer<typeof ExportedStreamHead>;

export const AuditExport = z.object({
  format: z.literal(EXPORT_FORMAT, {
    error: `the format must be ${EXPORT_FORMAT} (older exports cannot show a missing event; export the history again)`,
  }),
  streamId: z.string(),
  events: z.array(ExportedEvent),
  streamHead: ExportedStreamHead,
  treeHead: SignedTreeHead.required({ streamHeadsRoot: true }),
  /** With `?since=<size>`: the RFC 9162 consistency proof from that size to `treeHead`. */
  consistency: z.object({ first: z.number().int().positive(), proof: AuditPath }).optional(),
  /** Raw Ed25519 public key (32 bytes, hex); compare it with the one the server publishes. */
  publicKey: Hex32,
});
export type AuditExport = z.infer<typeof AuditExport>;

export type ExportStep = 'format' | 'signature' | 'head' | 'chain' | 'missing' | 'inclusion' | 'consistency';

export type ExportCheck =
  | { ok: true; events: number; treeSize: number; rootHash: string; since?: number }
  | { ok: false; step: ExportStep; brokenAt?: number; reason: string };

type Failure = Extract<ExportCheck, { ok: false }>;

/**
 * Checks an export: its shape, the head's signature, the stream's head in the signed map, the
 * chain, that no event after the last is missing, each event's inclusion and, when `since` (a head
 * or an earlier export the user kept) is given, that the log grew from it.
 */
export async function verifyAuditExport(input: unknown, options: { since?: unknown } = {}): Promise<ExportCheck> {
  const parsed = AuditExport.safeParse(input);
  if (!parsed.success) return { ok: false, step: 'format', reason: parsed.error.issues[0]?.message ?? 'invalid' };
  const exported = parsed.data;
  const failure =
    (await signatureFailure(exported)) ??
    (await streamHeadFailure(exported)) ??
    (await chainFailure(exported)) ??
    (await inclusionFailure(exported)) ??
    (options.since === undefined ? undefined : await growthFailure(exported, options.since));
  if (failure) return failure;
  const { events, treeHead, consistency } = exported;
  return {
    ok: true,
    events: events.length,
    treeSize: treeHead.treeSize,
    rootHash: treeHead.rootHash,
    ...(options.since !== undefined && consistency && { since: consistency.first }),
  };
}

async function signatureFailure({ treeHead, publicKey }: AuditExport): Promise<Failure | undefined> {
  if (await verifyTreeHead(treeHead, publicKey)) return undefined;
  return { ok: false, step: 'signature', reason: 'the tree head is not signed by this key' };
}

async function streamHeadFailure({
  streamId,
  streamHead,
  treeHead,
  events,
}: AuditExport): Promise<Failure | undefined> {
  if (events.some((event) => event.streamId !== streamId)) {
    return { ok: false, step: 'format', reason: `an event is not from ${streamId}` };
  }
  const leaf = await streamHeadLeafHash({ streamId, version: streamHead.version, hash: streamHead.hash });
  const proven = await verifyInclusion(
    leaf,
    streamHead.leafIndex,
    streamHead.streams,
    streamHead.inclusionProof,
    treeHead.streamHeadsRoot,
  );
  return proven ? undefined : { ok: false, step: 'head', reason: 'the stream head is not in the signed tree head' };
}

// The chain, then whether its last event is the signed stream head (a cut tail is reported here).
async function chainFailure({ events, streamHead }: AuditExport): Promise<Failure | undefined> {
  const chain = await checkChain(events);
  if (!chain.ok) return { ok: false, step: 'chain', brokenAt: chain.brokenAt, reason: chain.reason };
  const mismatch = compareWithStreamHead(chain, streamHead);
  if (!mismatch) return undefined;
  return {
    ok: false,
    step: mismatch.missing ? 'missing' : 'head',
    brokenAt: mismatch.brokenAt,
    reason: mismatch.reason,
  };
}

async function inclusionFailure({ events, treeHead }: AuditExport): Promise<Failure | undefined> {
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
  if (!missing) return undefined;
  return {
    ok: false,
    step: 'inclusion',
    brokenAt: missing.streamVersion,
    reason: 'the event is not in the signed tree',
  };
}

async function growthFailure(
  { treeHead, consistency, publicKey }: AuditExport,
  since: unknown,
): Promise<Failure | undefined> {
  const kept = keptHeadOf(since);
  if (!kept) return { ok: false, step: 'consistency', reason: 'the file you kept holds no signed tree head' };
  if (consistency?.first !== kept.treeSize) {
    return {
      ok: false,
      step: 'consistency',
      reason: `the export has no consistency proof from ${kept.treeSize} events; export it with since=${kept.treeSize}`,
    };
  }
  const growth = await verifyLogGrowth(kept, treeHead, consistency.proof, publicKey);
  return growth.ok ? undefined : { ok: false, step: 'consistency', reason: growth.reason };
}
