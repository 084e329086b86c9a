import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandView, ProposalStream, type ProposalCommandView } from '../proposal-stream.js';
import { StartRfqCommand } from './start-rfq.command.js';

// StartRFQ publishes the RFQ; sellers invited while it was a draft get their SMS from the invitation reactor.
@CommandHandler(StartRfqCommand)
export class StartRfqHandler implements ICommandHandler<StartRfqCommand> {
  constructor(private readonly stream: ProposalStream) {}

  async execute({ actor, request, commandId }: StartRfqCommand): Promise<ProposalCommandView> {
    const { proposalId } = request;
    const result = await this.stream.asOwner({ type: 'StartRFQ', data: { ProposalId: proposalId } }, actor, commandId);
    return commandView(proposalId, result);
  }
}
