import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { TermGroupView } from '../list-term-groups/term-groups.query.js';
import type { AddTermGroupRequest, UpdateTermGroupRequest } from './save-term-group.request.js';

// AddUserTermGroup: a new term group for the caller.
export class AddTermGroupCommand extends Command<TermGroupView> {
  constructor(
    readonly actor: Actor,
    readonly request: AddTermGroupRequest,
  ) {
    super();
  }
}

// UpdateUserTermGroup: a change to one of the caller's groups.
export class UpdateTermGroupCommand extends Command<TermGroupView> {
  constructor(
    readonly actor: Actor,
    readonly request: UpdateTermGroupRequest,
  ) {
    super();
  }
}
