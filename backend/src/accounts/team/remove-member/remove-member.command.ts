import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/access-token.service.js';
import type { RemoveMemberRequest } from '../team.requests.js';

// Team/Remove: remove a member, or withdraw an invitation, of the caller's business.
export class RemoveMemberCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: RemoveMemberRequest,
  ) {
    super();
  }
}
