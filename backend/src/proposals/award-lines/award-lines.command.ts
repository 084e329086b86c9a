import { Command } from '@nestjs/cqrs';
import type { Actor, ProposalCommandData } from '@samvida/machines';
import type { ProposalCommandResult } from '../proposal-stream.js';

// AwardLines: the RFQ's owner gives lines to sellers who quoted them.
export class AwardLinesCommand extends Command<ProposalCommandResult> {
  constructor(
    readonly actor: Actor,
    readonly request: ProposalCommandData<'AwardLines'>,
    readonly commandId?: string,
  ) {
    super();
  }
}
