import { Injectable } from '@nestjs/common';
import type { Actor, ProposalCommandInput, ProposalEvent, ProposalState } from '@samvida/machines';
import { StreamWriter, type WriteResult } from '../streams/stream-writer.service.js';

export type ProposalCommandResult = WriteResult<ProposalState, ProposalEvent>;

/** What every proposal command answers: the RFQ, its status and stream version after the command. */
export const commandView = (proposalId: string, result: ProposalCommandResult) => ({
  id: proposalId,
  proposalStatus: result.state.proposal?.status ?? null,
  version: result.streamVersion,
  duplicate: result.duplicate,
});

/** Runs proposal commands through the write path: load, decide with the machines, append, wait for the read models. */
@Injectable()
export class ProposalStream {
  constructor(private readonly writer: StreamWriter) {}

  /** `commandId` comes from the Idempotency-Key header: a repeat appends nothing. */
  execute(
    proposalId: string,
    command: ProposalCommandInput,
    actor: Actor,
    commandId?: string,
  ): Promise<ProposalCommandResult> {
    return this.writer.execute('proposal', proposalId, actor, command, { commandId });
  }

  async current(proposalId: string): Promise<ProposalState> {
    return (await this.writer.current('proposal', proposalId)).state;
  }
}
