import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { OnProposalCommand, ProposalCommandResult } from '../proposal-stream.js';

// An owner-only command on an RFQ (items, terms, close, complete): the command travels inside.
export class OwnerCommand extends Command<ProposalCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly request: OnProposalCommand,
    readonly commandId?: string,
  ) {
    super();
  }
}
