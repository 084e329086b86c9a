import { z } from 'zod';

/** Who acted, as recorded on every event. `system` covers timers and migrations. */
export const ActorRole = z.enum(['buyer', 'seller', 'system', 'auditor']);
export type ActorRole = z.infer<typeof ActorRole>;

/** Metadata carried by every stored event (DESIGN.md "Events"). */
export const EventMetadata = z.object({
  actorId: z.string().min(1),
  actorRole: ActorRole,
  /** The member who acted for the business `actorId`, when that was not its own account. */
  memberId: z.string().min(1).optional(),
  commandId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  occurredAt: z.iso.datetime(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** An event before it is stored: what a decider returns. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as read back from a stream or the global feed. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  eventId: string;
  streamId: string;
  /** 1 for the first event of a stream. */
  streamVersion: number;
  /** Position in the global feed; strictly increasing in commit-visible order. */
  globalPosition: number;
  metadata: EventMetadata;
  prevHash: string;
  hash: string;
}

/** The stream kinds of DESIGN.md, `proposal-<id>` and `agreement-<id>`, and `account-<userId>` facts. */
export const StreamKind = z.enum(['agreement', 'proposal', 'account']);
export type StreamKind = z.infer<typeof StreamKind>;

export const streamName = (kind: StreamKind, id: string): string => `${kind}-${id}`;

export const streamKindOf = (streamId: string): StreamKind | undefined => {
  const kind = streamId.slice(0, streamId.indexOf('-'));
  return StreamKind.safeParse(kind).success ? (kind as StreamKind) : undefined;
};

/** A domain event flattened into the machine event the lifecycles are keyed by: `{type, ...data}`. */
export type Flat<E> = E extends { type: infer T; data: infer D } ? { type: T } & D : never;

/** Flattens `{type, data}` into `{type, ...data}` (the machines read `by` and ids from it). */
export const flatten = <E extends NewEvent<string, object>>(e: E): Flat<E> => ({ ...e.data, type: e.type }) as Flat<E>;
