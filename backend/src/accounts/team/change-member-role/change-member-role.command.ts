import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/access-token.service.js';
import type { ChangeMemberRoleRequest } from '../team.requests.js';

// Team/ChangeRole: give a member or an invitation of the caller's business another role.
export class ChangeMemberRoleCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: ChangeMemberRoleRequest,
  ) {
    super();
  }
}
