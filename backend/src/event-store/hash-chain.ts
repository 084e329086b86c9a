import { hash } from 'node:crypto';
import { canonicalJson, GENESIS_HASH, hashedText } from '@samvida/machines';

export { GENESIS_HASH };

// What the chain covers, as stored: enough for anyone to re-verify a stream.
export interface HashedEvent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  prevHash: string;
  hash: string;
}

export type ChainVerification =
  { ok: true; lastVersion: number; lastHash: string } | { ok: false; brokenAt: number; reason: string };

// sha256(prevHash + canonicalJson({stream, version, type, data, metadata})), hex.
export function computeEventHash(prevHash: string, event: Omit<HashedEvent, 'prevHash' | 'hash'>): string {
  return hashOfText(prevHash, hashedText(event, canonicalJson(event.data), canonicalJson(event.metadata)));
}

// sha256(prevHash + text), hex: the hash of an event whose hashedText is `text`.
export function hashOfText(prevHash: string, text: string): string {
  return hash('sha256', prevHash + text, 'hex');
}

// Checks a whole stream, oldest first; reports the first event whose version, link or hash is wrong.
export function verifyChain(events: readonly HashedEvent[]): ChainVerification {
  let prevHash = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const version = index + 1;
    if (event.streamVersion !== version) {
      return { ok: false, brokenAt: event.streamVersion, reason: `expected version ${version}` };
    }
    if (event.prevHash !== prevHash) {
      return { ok: false, brokenAt: version, reason: 'prevHash does not match the previous event' };
    }
    if (event.hash !== computeEventHash(prevHash, event)) {
      return { ok: false, brokenAt: version, reason: 'hash does not match the stored event' };
    }
    prevHash = event.hash;
  }
  return { ok: true, lastVersion: events.length, lastHash: prevHash };
}
