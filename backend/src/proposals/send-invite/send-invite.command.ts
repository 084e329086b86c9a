import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { ProposalCommandView } from '../proposal-stream.js';
import type { SendInviteRequest } from './send-invite.request.js';

// SendInvite: the owner invites a seller by phone; answers the invite's id.
export class SendInviteCommand extends Command<ProposalCommandView & { inviteId: string | null }> {
  constructor(
    readonly actor: Actor,
    readonly request: SendInviteRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
