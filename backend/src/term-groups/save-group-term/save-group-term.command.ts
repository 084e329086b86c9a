import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { GroupTermView } from '../list-group-terms/group-terms.query.js';
import type { AddGroupTermRequest, UpdateGroupTermRequest } from './save-group-term.request.js';

// AddTermInTermGroup: a new term in one of the caller's groups.
export class AddGroupTermCommand extends Command<GroupTermView> {
  constructor(
    readonly actor: Actor,
    readonly request: AddGroupTermRequest,
  ) {
    super();
  }
}

// UpdateTermInTermGroup: one of the caller's terms reworded.
export class UpdateGroupTermCommand extends Command<GroupTermView> {
  constructor(
    readonly actor: Actor,
    readonly request: UpdateGroupTermRequest,
  ) {
    super();
  }
}
