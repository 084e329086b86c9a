import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InviteeSellers } from '../invitee-sellers.js';
import { commandView, ProposalStream } from '../proposal-stream.js';
import { SendInviteCommand } from './send-invite.command.js';

// Invites sellers by phone. A phone that belongs to an account names it at once; any other attaches
// to its account when that phone is verified. The invitation reactor texts them: now on a
// published RFQ, at publishing for a draft.
@CommandHandler(SendInviteCommand)
export class SendInviteHandler implements ICommandHandler<SendInviteCommand> {
  constructor(
    private readonly stream: ProposalStream,
    private readonly sellers: InviteeSellers,
  ) {}

  async execute({ actor, request, commandId }: SendInviteCommand) {
    const SellerId = await this.sellers.sellerOf(request.PhoneNumber, actor);
    const result = await this.stream.asOwner({ type: 'SendInvite', data: { ...request, SellerId } }, actor, commandId);
    const invited = result.events.find((event) => event.type === 'SellerInvited');
    return {
      ...commandView(request.ProposalId, result),
      inviteId: invited?.type === 'SellerInvited' ? invited.data.inviteId : null,
    };
  }
}
