import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { RemoveTermAttachmentParams } from './remove-term-attachment.request.js';

// RemoveUserTermAttachment: a file detached from a term of the caller's group.
export class RemoveTermAttachmentCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: RemoveTermAttachmentParams,
  ) {
    super();
  }
}
