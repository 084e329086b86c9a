import { randomUUID } from 'node:crypto';
import { streamName, type EventMetadata, type NewEvent, type StreamKind } from '@samvida/machines';
import { z } from 'zod';
import type { EventValidator } from '../../../backend/src/event-store/event-store.port.js';

// A small stand-in for the machines package's event schemas: two versions of one event and an upcaster.
const ItemRateProposedV1 = z.object({ itemId: z.string().min(1), rate: z.number().positive() });
const ItemRateProposed = z.object({ itemId: z.string().min(1), ratePaise: z.number().int().positive() });
const RemarkAdded = z.object({ text: z.string().min(1) });

interface EventSchemas {
  /** The schema introduced at each version; later versions reuse it until it changes. */
  versions: Record<number, z.ZodType>;
  /** Lifts data written at version n to version n + 1's shape. */
  upcasters?: Record<number, (data: never) => unknown>;
}

/** Schema versions are registry-wide, as `metadata.schemaVersion` covers a whole append. */
interface Registry {
  current: number;
  types: Record<string, EventSchemas>;
}

const legacyRegistry: Registry = {
  current: 1,
  types: { ItemRateProposed: { versions: { 1: ItemRateProposedV1 } }, RemarkAdded: { versions: { 1: RemarkAdded } } },
};

const currentRegistry: Registry = {
  current: 2,
  types: {
    ItemRateProposed: {
      versions: { 1: ItemRateProposedV1, 2: ItemRateProposed },
      upcasters: {
        1: (data: z.infer<typeof ItemRateProposedV1>) => ({
          itemId: data.itemId,
          ratePaise: Math.round(data.rate * 100),
        }),
      },
    },
    RemarkAdded: { versions: { 1: RemarkAdded } },
  },
};

function schemaAt(schemas: EventSchemas, version: number): z.ZodType {
  const introduced = Math.max(
    ...Object.keys(schemas.versions)
      .map(Number)
      .filter((v) => v <= version),
  );
  return schemas.versions[introduced]!;
}

function registryValidator(registry: Registry): EventValidator {
  return {
    parse({ type, data, schemaVersion }) {
      const schemas = registry.types[type];
      if (!schemas) throw new Error(`unknown event type ${type}`);
      if (schemaVersion > registry.current) throw new Error(`schema version ${schemaVersion} is newer than this code`);
      let parsed: unknown = schemaAt(schemas, schemaVersion).parse(data);
      for (let version = schemaVersion; version < registry.current; version += 1) {
        const upcast = schemas.upcasters?.[version];
        if (upcast) parsed = schemaAt(schemas, version + 1).parse(upcast(parsed as never));
      }
      return { data: parsed, schemaVersion: registry.current };
    },
  };
}

/** Today's schemas: ItemRateProposed is at version 2 (rate in paise) with an upcaster from 1. */
export const testValidator = registryValidator(currentRegistry);
/** Yesterday's schemas: ItemRateProposed at version 1 (rate in rupees). */
export const legacyValidator = registryValidator(legacyRegistry);
/** Accepts anything, to store events that today's schemas reject. */
export const lenientValidator: EventValidator = { parse: ({ data, schemaVersion }) => ({ data, schemaVersion }) };

export const newStreamId = (kind: StreamKind = 'agreement'): string => streamName(kind, randomUUID());

export const remark = (text: string): NewEvent => ({ type: 'RemarkAdded', data: { text } });

export const rateProposed = (itemId: string, ratePaise: number): NewEvent => ({
  type: 'ItemRateProposed',
  data: { itemId, ratePaise },
});

export function metadataFor(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const commandId = overrides.commandId ?? randomUUID();
  return {
    actorId: 'buyer-1',
    actorRole: 'buyer',
    commandId,
    correlationId: commandId,
    causationId: commandId,
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 2,
    ...overrides,
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}
