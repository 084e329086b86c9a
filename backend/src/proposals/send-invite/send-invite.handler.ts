import { Injectable } from '@nestjs/common';
import { invitesSelf, type Actor, type ProposalCommandInput } from '@samvida/machines';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { OwnerCommandHandler } from '../owner-command/owner-command.handler.js';
import { commandView, type ProposalCommandResult } from '../proposal-stream.js';
import { ProposalsError } from '../proposals.errors.js';
import type { SendInviteRequest } from './send-invite.request.js';

/**
 * Invites sellers by phone. A phone that belongs to an account names it at once; any other attaches
 * to its account when that phone is verified. The invitation reactor texts them: now on a
 * published RFQ, at publishing for a draft.
 */
@Injectable()
export class SendInviteHandler {
  constructor(
    private readonly owner: OwnerCommandHandler,
    private readonly directory: UserDirectoryService,
  ) {}

  async execute(request: SendInviteRequest, actor: Actor, idempotencyKey?: string) {
    const SellerId = await this.sellerOf(request.PhoneNumber, actor);
    const result = await this.invite({ type: 'SendInvite', data: { ...request, SellerId } }, actor, idempotencyKey);
    const invited = result.events.find((event) => event.type === 'SellerInvited');
    return {
      ...commandView(request.ProposalId, result),
      inviteId: invited?.type === 'SellerInvited' ? invited.data.inviteId : null,
    };
  }

  /** The account holding `phone`, if any; an owner cannot invite themselves. */
  async sellerOf(phone: string, actor: Actor): Promise<string | null> {
    const seller = await this.directory.findByContact(phone);
    if (seller && invitesSelf(actor.userId, seller.usrId)) throw new ProposalsError('CANNOT_INVITE_SELF');
    return seller?.usrId ?? null;
  }

  /** Decides an invite command. */
  invite(
    command: Extract<ProposalCommandInput, { type: 'SendInvite' | 'SendBulkInvite' }>,
    actor: Actor,
    idempotencyKey?: string,
  ): Promise<ProposalCommandResult> {
    return this.owner.execute(command, actor, idempotencyKey);
  }
}
