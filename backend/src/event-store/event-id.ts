import { createHash } from 'node:crypto';

// Fixed namespace for Samvida event ids; changing it would change every derived id.
const EVENT_ID_NAMESPACE = '6f1c9a52-3d0e-4b8e-9a47-2c5d8e1f0b36';

// RFC 4122 version 5 (SHA-1, name-based) UUID.
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1').update(namespaceBytes(namespace)).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Keyed by the callers' namespace constants, so it holds a handful of entries.
const namespaces = new Map<string, Buffer>();

function namespaceBytes(namespace: string): Buffer {
  let bytes = namespaces.get(namespace);
  if (!bytes) namespaces.set(namespace, (bytes = Buffer.from(namespace.replaceAll('-', ''), 'hex')));
  return bytes;
}

// The same command always yields the same event ids, so a retried append is recognisable.
export const eventIdFor = (commandId: string, index: number): string =>
  uuidV5(`${commandId}/${index}`, EVENT_ID_NAMESPACE);
