// Re-checks a stream's hash chain with WebCrypto, in the browser or offline, trusting no server.
import { canonicalJson } from './canonical-json.js';
import { bytesToHex, sha256, utf8 } from './web-crypto.js';

/** The `prevHash` of every stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** One stored event as the chain covers it. */
export interface ChainedEvent {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: unknown;
  prevHash: string;
  hash: string;
}

export type ChainCheck =
  { ok: true; lastVersion: number; lastHash: string } | { ok: false; brokenAt: number; reason: string };

/**
 * What an event's hash covers after its prevHash: canonicalJson({stream, version, type, data,
 * metadata}), written around data and metadata already in canonical JSON, so that an append
 * serialises each once and stores that same text.
 */
export function hashedText(
  event: Pick<ChainedEvent, 'streamId' | 'streamVersion' | 'type'>,
  dataJson: string,
  metadataJson: string,
): string {
  const [stream, type, version] = [event.streamId, event.type, event.streamVersion].map(canonicalJson);
  return `{"data":${dataJson},"metadata":${metadataJson},"stream":${stream},"type":${type},"version":${version}}`;
}

/** sha256(prevHash + canonicalJson({stream, version, type, data, metadata})), hex. */
export async function hashOfEvent(prevHash: string, event: Omit<ChainedEvent, 'prevHash' | 'hash'>): Promise<string> {
  const body = hashedText(event, canonicalJson(event.data), canonicalJson(event.metadata));
  return bytesToHex(await sha256(utf8(prevHash + body)));
}

// Each event's hash depends only on its own stored prevHash, so the digests run concurrently
// (WebCrypto is asynchronous); the links between events are then checked in order.
const CONCURRENT_DIGESTS = 256;

/** Checks a whole stream, oldest first; reports the first event whose version, link or hash is wrong. */
export async function checkChain(events: readonly ChainedEvent[]): Promise<ChainCheck> {
  const recomputed: string[] = [];
  for (let start = 0; start < events.length; start += CONCURRENT_DIGESTS) {
    const slice = events.slice(start, start + CONCURRENT_DIGESTS);
    recomputed.push(...(await Promise.all(slice.map((event) => hashOfEvent(event.prevHash, event)))));
  }
  let prevHash = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const version = index + 1;
    if (event.streamVersion !== version) {
      return { ok: false, brokenAt: event.streamVersion, reason: `expected version ${version}` };
    }
    if (event.prevHash !== prevHash) {
      return { ok: false, brokenAt: version, reason: 'prevHash does not match the previous event' };
    }
    if (event.hash !== recomputed[index]) {
      return { ok: false, brokenAt: version, reason: 'hash does not match the stored event' };
    }
    prevHash = event.hash;
  }
  return { ok: true, lastVersion: events.length, lastHash: prevHash };
}
