import type { ChainVerification } from '../../event-store/hash-chain.js';
import type { StreamLogCheck } from '../merkle/transparency-log.service.js';

// What VerifyChain answers: the chain and the log's checks, or where they failed (`brokenAt` when
// one event is at fault, none when the log as a whole no longer matches its signed head).
export type StreamVerification =
  (Extract<ChainVerification, { ok: true }> & { treeSize: number }) | { ok: false; brokenAt?: number; reason: string };

// The chain's check first: the log's says something only of a chain that holds.
export const streamVerificationOf = (chain: ChainVerification, log: StreamLogCheck): StreamVerification =>
  !chain.ok ? chain : log.ok ? { ...chain, treeSize: log.treeSize } : log;
