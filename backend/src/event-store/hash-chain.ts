import { createHash } from 'node:crypto';

/** The `prevHash` of every stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the chain covers, as stored: enough for anyone to re-verify a stream. */
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

/**
 * JSON with object keys sorted by UTF-16 code units and ECMAScript number and string formatting,
 * i.e. RFC 8785 (JCS), so other languages can re-verify with a JCS library. The value is first
 * normalised the way storage sees it (toJSON, undefined members dropped).
 */
export function canonicalJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('canonicalJson: value has no JSON form');
  return writeCanonical(JSON.parse(json));
}

function writeCanonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(writeCanonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${writeCanonical(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256(prevHash + canonicalJson({stream, version, type, data, metadata})), hex. */
export function computeEventHash(prevHash: string, event: Omit<HashedEvent, 'prevHash' | 'hash'>): string {
  const body = canonicalJson({
    stream: event.streamId,
    version: event.streamVersion,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
  });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

/** Checks a whole stream, oldest first; reports the first event whose version, link or hash is wrong. */
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
