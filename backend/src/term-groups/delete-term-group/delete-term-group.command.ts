import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { DeleteTermGroupParams } from './delete-term-group.request.js';

// DeleteUserTermGroup: one of the caller's term groups.
export class DeleteTermGroupCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: DeleteTermGroupParams,
  ) {
    super();
  }
}
