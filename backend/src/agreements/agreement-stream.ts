import { createHash, randomUUID } from 'node:crypto';
import {
  decideAgreement,
  evolveAgreement,
  initialAgreementState,
  roleIn,
  streamName,
  type Actor,
  type ActorRole,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type Refusal,
} from '@samvida/machines';
import type { StreamDecider } from '../event-store/command-executor.js';

export const agreementStreamId = (agreementId: string): string => streamName('agreement', agreementId);

/**
 * The id of an agreement a request creates: derived from the caller and the Idempotency-Key when
 * there is one, so a repeated request names the same stream (and appends nothing), else fresh.
 */
export function newAgreementId(userId: string, commandId?: string): string {
  if (!commandId) return randomUUID();
  const hex = createHash('sha256').update(`agreement:${userId}:${commandId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `agreement-<id>` → `<id>`. */
export const agreementIdOf = (streamId: string): string => streamId.slice('agreement-'.length);

// Only approved commands are appended, so the actor is a party (or drafts with its chosen role).
function roleOf(state: AgreementState, actor: Actor): ActorRole {
  const role = (state.agreement && roleIn(state.agreement.context, actor)) ?? actor.role;
  if (!role) throw new Error(`user ${actor.userId} has no role in this agreement`);
  return role;
}

/** The agreement stream's decider from `machines/`, as the command executor runs it. */
export const agreementDecider: StreamDecider<AgreementState, AgreementCommandInput, Actor, AgreementEvent> = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  decide: decideAgreement,
  roleOf,
};

/** One command of an all-or-nothing batch, and how its refusal reads to the client. */
export interface BatchStep {
  command: AgreementCommandInput;
  onRefusal?: (refusal: Refusal) => Refusal;
}

/**
 * Decides several commands as one: each on the state the previous ones left, all events appended
 * together, or nothing when any step is refused (the builder's "send", spec §4).
 */
export const agreementBatchDecider: StreamDecider<AgreementState, BatchStep[], Actor, AgreementEvent> = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  roleOf,
  decide(state, steps, actor, env) {
    const events: AgreementEvent[] = [];
    let current = state;
    for (const { command, onRefusal } of steps) {
      const decision = decideAgreement(current, command, actor, env);
      if (!decision.ok) return onRefusal ? onRefusal(decision) : decision;
      events.push(...decision.events);
      current = decision.events.reduce(evolveAgreement, current);
    }
    return { ok: true, events };
  },
};
