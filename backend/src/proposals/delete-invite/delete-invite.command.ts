import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { ProposalCommandView } from '../proposal-stream.js';
import type { InviteIdParams } from '../proposal.requests.js';

// DeleteInvite: the owner withdraws an invite, or the invited seller declines it.
export class DeleteInviteCommand extends Command<ProposalCommandView & { inviteId: string }> {
  constructor(
    readonly actor: Actor,
    readonly request: InviteIdParams,
    readonly commandId?: string,
  ) {
    super();
  }
}
