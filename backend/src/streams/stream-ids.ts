import { randomUUID } from 'node:crypto';
import { streamName, type StreamKind } from '@samvida/machines';
import { uuidV5 } from '../event-store/event-id.js';

export const proposalStreamId = (proposalId: string): string => streamName('proposal', proposalId);

// `agreement-<id>` → `<id>`.
export const agreementIdOf = (streamId: string): string => streamId.slice('agreement-'.length);
// `proposal-<id>` → `<id>`.
export const proposalIdOf = (streamId: string): string => streamId.slice('proposal-'.length);

// Fixed namespace for ids of streams a request creates; changing it would change derived ids.
const STREAM_ID_NAMESPACE = '0b7e5c1a-9f4d-4e2b-8a63-5d1c7f9e2a40';

// The id of a stream a request creates: derived from the caller and the Idempotency-Key when there
// is one, so a repeated request names the same stream (and the writer sees the repeat), else fresh.
export function newStreamEntityId(kind: StreamKind, userId: string, idempotencyKey?: string): string {
  return idempotencyKey ? uuidV5(`${kind}:${userId}:${idempotencyKey}`, STREAM_ID_NAMESPACE) : randomUUID();
}
