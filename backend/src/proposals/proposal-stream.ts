import { Injectable } from '@nestjs/common';
import type { Actor, ProposalCommandInput, ProposalEvent, ProposalState } from '@samvida/machines';
import { StreamWriter, type WriteResult } from '../streams/stream-writer.service.js';
import { ProposalAccess } from './proposal-access.js';

export type ProposalCommandResult = WriteResult<ProposalState, ProposalEvent>;

// A command on an existing RFQ, named by its `ProposalId`.
export type OnProposalCommand = Extract<ProposalCommandInput, { data: { ProposalId: string } }>;

// What every proposal command answers: the RFQ, its status and stream version after the command.
export const commandView = (proposalId: string, result: ProposalCommandResult) => ({
  id: proposalId,
  proposalStatus: result.state.proposal?.status ?? null,
  version: result.streamVersion,
  duplicate: result.duplicate,
});
export type ProposalCommandView = ReturnType<typeof commandView>;

// Runs proposal commands through the write path: load, decide with the machines, append, wait for the read models.
@Injectable()
export class ProposalStream {
  constructor(
    private readonly writer: StreamWriter,
    private readonly access: ProposalAccess,
  ) {}

  // `commandId` comes from the Idempotency-Key header: a repeat appends nothing.
  execute(
    proposalId: string,
    command: ProposalCommandInput,
    actor: Actor,
    commandId?: string,
  ): Promise<ProposalCommandResult> {
    return this.writer.execute('proposal', proposalId, actor, command, { commandId });
  }

  // The owner-only commands (items, terms, publish, close, complete, invites): the caller must own
  // the RFQ (403 otherwise, nothing appended), then the machines decide.
  async asOwner(command: OnProposalCommand, actor: Actor, commandId?: string): Promise<ProposalCommandResult> {
    await this.access.own(command.data.ProposalId, actor.userId);
    return this.execute(command.data.ProposalId, command, actor, commandId);
  }
}
