import { Injectable } from '@nestjs/common';
import type { Actor, ProposalCommandInput } from '@samvida/machines';
import { ProposalAccess } from '../proposal-access.js';
import { ProposalStream, type ProposalCommandResult } from '../proposal-stream.js';

/** A command on an existing RFQ, named by its `ProposalId`. */
export type OnProposalCommand = Extract<ProposalCommandInput, { data: { ProposalId: string } }>;

/**
 * The owner-only commands (items, terms, publish, close, complete, invites): the caller must own
 * the RFQ (403 otherwise, nothing appended), then the machines decide.
 */
@Injectable()
export class OwnerCommandHandler {
  constructor(
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
  ) {}

  async execute(command: OnProposalCommand, actor: Actor, commandId?: string): Promise<ProposalCommandResult> {
    await this.access.own(command.data.ProposalId, actor.userId);
    return this.stream.execute(command.data.ProposalId, command, actor, commandId);
  }
}
