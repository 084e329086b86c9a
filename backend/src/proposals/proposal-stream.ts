import { Injectable } from '@nestjs/common';
import type { Actor, ProposalCommandInput, ProposalEvent, ProposalState } from '@samvida/machines';
import { CommandExecutor, type CommandResult } from '../event-store/command-executor.js';
import { proposalDecider, proposalStreamId } from '../event-store/streams.js';

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
