import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { RemoveGroupTermParams } from './remove-group-term.request.js';

// RemoveUserTermFromGroup: a term of one of the caller's groups.
export class RemoveGroupTermCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: RemoveGroupTermParams,
  ) {
    super();
  }
}
