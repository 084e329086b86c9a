import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { RevokeAuditorAccessRequest } from './revoke-auditor-access.request.js';

export interface RevokeAuditorAccessResult {
  agreementId: string;
  status: 'Revoked' | 'InvitationWithdrawn';
}

export class RevokeAuditorAccessCommand extends Command<RevokeAuditorAccessResult> {
  constructor(
    readonly actor: Actor,
    readonly request: RevokeAuditorAccessRequest,
    readonly commandId: string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}
