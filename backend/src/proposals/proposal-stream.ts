import { Injectable } from '@nestjs/common';
import {
  decideProposal,
  evolveProposal,
  initialProposalState,
  streamName,
  type Actor,
  type ActorRole,
  type ProposalCommandInput,
  type ProposalEvent,
  type ProposalState,
} from '@samvida/machines';
import { CommandExecutor, type CommandResult, type StreamDecider } from '../event-store/command-executor.js';

export const proposalStreamId = (proposalId: string): string => streamName('proposal', proposalId);

/** `proposal-<id>` → `<id>`. */
export const proposalIdOf = (streamId: string): string => streamId.slice('proposal-'.length);

// Only approved commands are appended: the owner (or whoever drafts) acts as the buyer, timers
// as the system and everyone else as a seller.
function roleOf(state: ProposalState, actor: Actor): ActorRole {
  if (actor.role === 'system') return 'system';
  return !state.proposal || state.proposal.context.ownerId === actor.userId ? 'buyer' : 'seller';
}

/** The proposal stream's decider from `machines/`, as the command executor runs it. */
export const proposalDecider: StreamDecider<ProposalState, ProposalCommandInput, Actor, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
  roleOf,
};

export type ProposalCommandResult = CommandResult<ProposalState, ProposalEvent>;

/** What every proposal command answers: the RFQ, its status and stream version after the command. */
export const commandView = (proposalId: string, result: ProposalCommandResult) => ({
  id: proposalId,
  proposalStatus: result.state.proposal?.status ?? null,
  version: result.streamVersion,
  duplicate: result.duplicate,
});

/** Runs proposal commands: load, decide with the machines, append, wait for the read models. */
@Injectable()
export class ProposalStream {
  constructor(private readonly executor: CommandExecutor) {}

  /** `commandId` comes from the Idempotency-Key header: a repeat appends nothing. */
  execute(
    proposalId: string,
    command: ProposalCommandInput,
    actor: Actor,
    commandId?: string,
  ): Promise<ProposalCommandResult> {
    return this.executor.execute(proposalDecider, {
      streamId: proposalStreamId(proposalId),
      command,
      actor,
      commandId,
    });
  }
}
