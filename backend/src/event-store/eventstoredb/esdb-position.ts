import { START, type Position, type ReadPosition } from '@eventstore/db-client';
import { MAX_EVENTS_PER_APPEND } from '../event-envelope.js';

/*
 * Our globalPosition for an EventStoreDB event is commitPosition × 4096 + its index in its append.
 *
 * All events of one append share the commit position (the log position where the append starts);
 * their prepare positions are byte offsets, so neither number alone is both unique per event and
 * a valid place to resume $all from. The product keeps $all order, is unique, and maps back to the
 * append's start (`{commit, prepare: commit}`), from which a reader skips what it has already seen.
 * Positions are log byte offsets: the product stays a safe integer up to a 2 TiB log
 * (2^53 / 4096); beyond that conversion throws instead of losing precision.
 */
const SLOTS = BigInt(MAX_EVENTS_PER_APPEND);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function toGlobalPosition(commitPosition: bigint, appendIndex: number): number {
  if (!Number.isInteger(appendIndex) || appendIndex < 0 || appendIndex >= MAX_EVENTS_PER_APPEND) {
    throw new RangeError(`Append index ${appendIndex} is outside 0..${MAX_EVENTS_PER_APPEND - 1}`);
  }
  const position = commitPosition * SLOTS + BigInt(appendIndex);
  if (commitPosition < 0n || position > MAX_SAFE) {
    throw new RangeError(`Commit position ${commitPosition} cannot be mapped to a safe global position`);
  }
  return Number(position);
}

// Where to resume $all so that every event after `globalPosition` is read (some earlier ones too).
export function toReadPosition(globalPosition: number): ReadPosition {
  if (globalPosition === 0) return START;
  const commit = BigInt(globalPosition) / SLOTS;
  return { commit, prepare: commit } satisfies Position;
}
