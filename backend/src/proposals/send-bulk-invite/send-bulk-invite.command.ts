import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { BulkInviteReport } from './send-bulk-invite.handler.js';
import type { SendBulkInviteRequest } from './send-bulk-invite.request.js';

// SendBulkInvite: the owner invites every valid new phone number of an uploaded file.
export class SendBulkInviteCommand extends Command<BulkInviteReport> {
  constructor(
    readonly actor: Actor,
    readonly request: SendBulkInviteRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
