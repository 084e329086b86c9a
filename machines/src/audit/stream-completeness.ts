// Whether a stream's events reach the head a signed tree head commits to: the check that notices
// a cut tail, shared by the server's VerifyChain, the browser and `npm run verify`.
import type { StreamHead } from './merkle-proofs.js';

/** Where a stream's events part from its signed head; `missing` when the tail is cut. */
export interface HeadMismatch {
  missing: boolean;
  brokenAt: number;
  reason: string;
}

/** The reason given when events `from` to `to` are missing. */
export const missingEventsReason = (from: number, to: number): string =>
  `events ${from}..${to} are missing: the signed tree head has this stream up to version ${to}`;

/** Compares the last of a stream's (chain-checked) events with its signed head. */
export function compareWithStreamHead(
  last: { lastVersion: number; lastHash: string },
  head: Pick<StreamHead, 'version' | 'hash'>,
): HeadMismatch | undefined {
  if (last.lastVersion < head.version) {
    return {
      missing: true,
      brokenAt: last.lastVersion + 1,
      reason: missingEventsReason(last.lastVersion + 1, head.version),
    };
  }
  if (last.lastVersion > head.version) {
    return {
      missing: false,
      brokenAt: head.version + 1,
      reason: 'the event is past the stream head in the signed tree head',
    };
  }
  if (last.lastHash !== head.hash) {
    return {
      missing: false,
      brokenAt: head.version,
      reason: 'the event is not the stream head in the signed tree head',
    };
  }
  return undefined;
}
