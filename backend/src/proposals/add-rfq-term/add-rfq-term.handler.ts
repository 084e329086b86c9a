import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadsService } from '../../uploads/uploads.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { commandView, ProposalStream } from '../proposal-stream.js';
import { AddRfqTermCommand } from './add-rfq-term.command.js';

// AddRFQTerm: the term's attachments must be the owner's own uploads; once the term is recorded
// they become readable by the RFQ's parties (the uploads' sharing projection follows the event).
@CommandHandler(AddRfqTermCommand)
export class AddRfqTermHandler implements ICommandHandler<AddRfqTermCommand> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
    private readonly uploads: UploadsService,
  ) {}

  async execute({ actor, request, commandId: idempotencyKey }: AddRfqTermCommand) {
    const proposalId = request.ProposalId;
    await this.access.own(proposalId, actor.userId);
    const uploadIds = (await this.uploads.ownedBy(request.Attachments, actor.userId)).map((upload) => upload.id);
    const result = await this.stream.execute(
      proposalId,
      { type: 'AddRFQTerm', data: { ...request, Attachments: uploadIds } },
      actor,
      idempotencyKey,
    );
    const added = result.events.find((event) => event.type === 'ProposalTermAdded');
    return {
      ...commandView(proposalId, result),
      termId: added?.type === 'ProposalTermAdded' ? added.data.term.termId : null,
    };
  }
}
