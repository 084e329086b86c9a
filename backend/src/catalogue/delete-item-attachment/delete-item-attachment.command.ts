import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { DeleteItemAttachmentParams } from './delete-item-attachment.request.js';

// DeleteItemAttachment: a file detached from one of the caller's items.
export class DeleteItemAttachmentCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: DeleteItemAttachmentParams,
  ) {
    super();
  }
}
