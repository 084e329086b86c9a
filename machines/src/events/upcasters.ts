// Stored events are never rewritten: an event whose shape changed is read at its stored
// schemaVersion and upcast step by step to the current one before it is parsed.
import { AccountEvent } from './account.events.js';
import { AgreementEvent } from './agreement.events.js';
import type { StreamKind } from './envelope.js';
import { ProposalEvent } from './proposal.events.js';

/** The schemaVersion every event is written with today. */
export const CURRENT_SCHEMA_VERSION = 1;

/** Turns the data of one event type at version `v` into its data at version `v + 1`. */
export type UpcastStep = (data: unknown) => unknown;
/** Steps by stream kind, event type and the version they upgrade from. */
export type UpcasterRegistry = Partial<Record<StreamKind, Record<string, Record<number, UpcastStep>>>>;

/** An upcaster applying `registry`'s steps from the stored version until none is left. */
export const createUpcaster =
  (registry: UpcasterRegistry) =>
  (streamKind: StreamKind, type: string, schemaVersion: number, data: unknown): unknown => {
    let version = schemaVersion;
    let upgraded = data;
    for (let step = registry[streamKind]?.[type]?.[version]; step; step = registry[streamKind]?.[type]?.[version]) {
      upgraded = step(upgraded);
      version += 1;
    }
    return upgraded;
  };

/** The project's upcaster. No event shape has changed yet, so it returns `data` as stored. */
export const upcast = createUpcaster({});

const SCHEMAS = { agreement: AgreementEvent, proposal: ProposalEvent, account: AccountEvent } as const;

/** Upcasts and validates a stored event of `streamKind`; throws a ZodError when it does not match its schema. */
export function parseStoredEvent(
  streamKind: StreamKind,
  event: { type: string; data: unknown; schemaVersion: number },
): AgreementEvent | ProposalEvent | AccountEvent {
  const candidate = { type: event.type, data: upcast(streamKind, event.type, event.schemaVersion, event.data) };
  return SCHEMAS[streamKind].parse(candidate);
}
