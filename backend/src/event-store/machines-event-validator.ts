import { CURRENT_SCHEMA_VERSION, parseStoredEvent, streamKindOf } from '@samvida/machines';
import type { EventValidator } from './event-store.port.js';

// Validates (and upcasts) events with the stream kinds' schemas from `machines/`.
export const machinesEventValidator: EventValidator = {
  parse({ streamId, type, data, schemaVersion }) {
    const kind = streamKindOf(streamId);
    if (!kind) throw new Error(`${streamId} is not an agreement, proposal or account stream`);
    return { data: parseStoredEvent(kind, { type, data, schemaVersion }).data, schemaVersion: CURRENT_SCHEMA_VERSION };
  },
};
