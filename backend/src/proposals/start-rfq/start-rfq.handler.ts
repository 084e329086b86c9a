import { Injectable } from '@nestjs/common';
import type { Actor } from '@samvida/machines';
import { InvitationNotifier } from '../invitation.notifier.js';
import { OwnerCommandHandler } from '../owner-command/owner-command.handler.js';
import { commandView } from '../proposal-stream.js';

/** StartRFQ publishes the RFQ; sellers invited while it was a draft now get their SMS. */
@Injectable()
export class StartRfqHandler {
  constructor(
    private readonly owner: OwnerCommandHandler,
    private readonly notifier: InvitationNotifier,
  ) {}

  async execute(proposalId: string, actor: Actor, idempotencyKey?: string) {
    const result = await this.owner.execute(
      { type: 'StartRFQ', data: { ProposalId: proposalId } },
      actor,
      idempotencyKey,
    );
    if (!result.duplicate) {
      const pending = Object.values(result.state.invites).filter((invite) => invite.status === 'Pending');
      await this.notifier.notify(
        proposalId,
        actor.userId,
        pending.flatMap((invite) => (invite.context.phoneNumber ? [invite.context.phoneNumber] : [])),
      );
    }
    return commandView(proposalId, result);
  }
}
