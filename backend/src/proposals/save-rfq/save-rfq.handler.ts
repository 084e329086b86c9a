import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProposalAccess } from '../proposal-access.js';
import { newStreamEntityId } from '../../streams/stream-ids.js';
import { commandView, ProposalStream } from '../proposal-stream.js';
import { proposalUidOf } from '../read-model/uids.js';
import { SaveRfqCommand } from './save-rfq.command.js';

// SaveRFQ without `Id` drafts a new RFQ owned by the caller (any `OwnerId` sent is ignored); with
// `Id` it replaces the header of the caller's draft.
@CommandHandler(SaveRfqCommand)
export class SaveRfqHandler implements ICommandHandler<SaveRfqCommand> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
  ) {}

  async execute({ actor, request, commandId: idempotencyKey }: SaveRfqCommand) {
    const created = !request.Id;
    if (request.Id) await this.access.own(request.Id, actor.userId);
    const proposalId = request.Id ?? newStreamEntityId('proposal', actor.userId, idempotencyKey);
    const result = await this.stream.execute(
      proposalId,
      { type: 'SaveRFQ', data: { ...request, Id: proposalId } },
      actor,
      idempotencyKey,
    );
    return { ...commandView(proposalId, result), proposalUID: proposalUidOf(proposalId), created };
  }
}
