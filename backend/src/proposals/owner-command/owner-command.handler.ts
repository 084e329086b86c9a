import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProposalStream, type ProposalCommandResult } from '../proposal-stream.js';
import { OwnerCommand } from './owner-command.command.js';

// The caller must own the RFQ (403 otherwise, nothing appended), then the machines decide.
@CommandHandler(OwnerCommand)
export class OwnerCommandHandler implements ICommandHandler<OwnerCommand> {
  constructor(private readonly stream: ProposalStream) {}

  execute({ actor, request, commandId }: OwnerCommand): Promise<ProposalCommandResult> {
    return this.stream.asOwner(request, actor, commandId);
  }
}
