import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { ProposalCommandView } from '../proposal-stream.js';
import type { ProposalIdParams } from '../proposal.requests.js';

// StartRFQ: the owner publishes the RFQ.
export class StartRfqCommand extends Command<ProposalCommandView> {
  constructor(
    readonly actor: Actor,
    readonly request: ProposalIdParams,
    readonly commandId?: string,
  ) {
    super();
  }
}
