// Whether the log only grew since a head a user kept: the kept head's signature, then the RFC 9162
// consistency proof from its size to a later signed head. `/VerifyLog` and `npm run verify --since`
// run it.
import { verifyConsistency } from './merkle-proofs.js';
import { SignedTreeHead, treeHeadHash, verifyTreeHead } from './tree-head.js';

export type LogGrowthCheck = { ok: true; from: number; to: number } | { ok: false; reason: string };

/** The head in what a user kept: a signed tree head, or an export (its `treeHead`). */
export function keptHeadOf(kept: unknown): SignedTreeHead | undefined {
  const head = typeof kept === 'object' && kept !== null && 'treeHead' in kept ? kept.treeHead : kept;
  const parsed = SignedTreeHead.safeParse(head);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Does `later` (its signature already checked) extend `kept`? Same size: it must be the very same
 * head, since a second head for one size is a fork.
 */
export async function verifyLogGrowth(
  kept: SignedTreeHead,
  later: SignedTreeHead,
  proof: readonly string[],
  publicKeyHex: string,
): Promise<LogGrowthCheck> {
  if (!(await verifyTreeHead(kept, publicKeyHex))) {
    return { ok: false, reason: 'the head you kept is not signed by this key' };
  }
  if (kept.treeSize > later.treeSize) {
    return {
      ok: false,
      reason: `the head you kept (${kept.treeSize} events) is newer than this one (${later.treeSize} events)`,
    };
  }
  if (kept.treeSize === later.treeSize && (await treeHeadHash(kept)) !== (await treeHeadHash(later))) {
    return { ok: false, reason: `a different head was signed for ${kept.treeSize} events` };
  }
  if (!(await verifyConsistency(kept.treeSize, kept.rootHash, later.treeSize, later.rootHash, proof))) {
    return {
      ok: false,
      reason: `the log of ${later.treeSize} events does not extend the head of ${kept.treeSize} events you kept`,
    };
  }
  return { ok: true, from: kept.treeSize, to: later.treeSize };
}
