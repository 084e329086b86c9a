import { randomUUID } from 'node:crypto';
import {
  decideAgreement,
  decideProposal,
  evolveAgreement,
  evolveProposal,
  initialAgreementState,
  initialProposalState,
  roleIn,
  streamName,
  type Actor,
  type ActorRole,
  type AgreementCommandInput,
  type AgreementEvent,
  type AgreementState,
  type ProposalCommandInput,
  type ProposalEvent,
  type ProposalState,
  type StreamKind,
} from '@samvida/machines';
import type { StreamDecider } from './command-executor.js';
import { uuidV5 } from './event-id.js';

// The two stream kinds and their deciders from `machines/`, as the command executor runs them.
// Shared by every feature that writes to a stream (agreements also records applications on proposals).

export const agreementStreamId = (agreementId: string): string => streamName('agreement', agreementId);
export const proposalStreamId = (proposalId: string): string => streamName('proposal', proposalId);

/** `agreement-<id>` → `<id>`. */
export const agreementIdOf = (streamId: string): string => streamId.slice('agreement-'.length);
/** `proposal-<id>` → `<id>`. */
export const proposalIdOf = (streamId: string): string => streamId.slice('proposal-'.length);

// Fixed namespace for ids of streams a request creates; changing it would change derived ids.
const STREAM_ID_NAMESPACE = '0b7e5c1a-9f4d-4e2b-8a63-5d1c7f9e2a40';

/**
 * The id of a stream a request creates: derived from the caller and the Idempotency-Key when there
 * is one, so a repeated request names the same stream (and the executor sees the repeat), else fresh.
 */
export function newStreamEntityId(kind: StreamKind, userId: string, idempotencyKey?: string): string {
  return idempotencyKey ? uuidV5(`${kind}:${userId}:${idempotencyKey}`, STREAM_ID_NAMESPACE) : randomUUID();
}

// Only approved commands are appended, so the actor is a party (or drafts with its chosen role).
function agreementRoleOf(state: AgreementState, actor: Actor): ActorRole {
  const role = (state.agreement && roleIn(state.agreement.context, actor)) ?? actor.role;
  if (!role) throw new Error(`user ${actor.userId} has no role in this agreement`);
  return role;
}

// The owner (or whoever drafts) acts as the buyer, timers as the system, everyone else as a seller.
function proposalRoleOf(state: ProposalState, actor: Actor): ActorRole {
  if (actor.role === 'system') return 'system';
  return !state.proposal || state.proposal.context.ownerId === actor.userId ? 'buyer' : 'seller';
}

export const agreementDecider: StreamDecider<AgreementState, AgreementCommandInput, Actor, AgreementEvent> = {
  initialState: initialAgreementState,
  evolve: evolveAgreement,
  decide: decideAgreement,
  roleOf: agreementRoleOf,
};

export const proposalDecider: StreamDecider<ProposalState, ProposalCommandInput, Actor, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
  roleOf: proposalRoleOf,
};
