import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/access-token.service.js';
import type { InviteMemberRequest } from '../team.requests.js';

// Team/Invite: invite a phone to the caller's business with a role.
export class InviteMemberCommand extends Command<{ MemberId: string }> {
  constructor(
    readonly actor: Actor,
    readonly request: InviteMemberRequest,
  ) {
    super();
  }
}
