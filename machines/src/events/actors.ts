import { z } from 'zod';
import type { Actor } from '../deciders/decision.js';
import type { ActorRole, EventMetadata } from './envelope.js';

/** The processes of Samvida's own that append events without a user (reactors and timers). */
export const SystemProcess = z.enum(['gst-numbering', 'contract-numbering', 'contract-retention', 'line-award']);
export type SystemProcess = z.infer<typeof SystemProcess>;

const PROCESS_LABEL: Record<SystemProcess, string> = {
  'gst-numbering': 'GST numbering',
  'contract-numbering': 'contract numbering',
  'contract-retention': 'contract retention',
  'line-award': 'line award',
};

/**
 * Who recorded an event: a user by account id (with the member who acted for that business, when
 * it was not the business's own account), or a named process of Samvida's own.
 */
export type EventActor =
  { kind: 'user'; userId: string; role: ActorRole; memberId?: string } | { kind: 'system'; name: SystemProcess };

/**
 * The actor a system process decides and appends as. Its `userId` is the process's name, which
 * {@link eventActorOf} reads back as a system actor, never as an account id.
 */
export const systemActor = (name: SystemProcess): Actor & { role: 'system' } => ({ userId: name, role: 'system' });

/**
 * The typed actor of a stored event: a process's name is that process, any other actor id is a
 * user's account id (so only those are ever looked up as accounts).
 */
export function eventActorOf({
  actorId,
  actorRole,
  memberId,
}: Pick<EventMetadata, 'actorId' | 'actorRole' | 'memberId'>): EventActor {
  const process = SystemProcess.safeParse(actorId);
  if (process.success) return { kind: 'system', name: process.data };
  return memberId
    ? { kind: 'user', userId: actorId, role: actorRole, memberId }
    : { kind: 'user', userId: actorId, role: actorRole };
}

/** How screens, PDFs and the timeline name a system process: "Samvida (GST numbering)". */
export const systemActorName = (name: SystemProcess): string => `Samvida (${PROCESS_LABEL[name]})`;
