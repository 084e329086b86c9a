import { Command } from '@nestjs/cqrs';
import type { Actor } from '@samvida/machines';
import type { GrantAuditorAccessRequest } from './grant-auditor-access.request.js';

// `Granted`: the auditor has an account and may read now; `Invited`: access waits for them to verify the contact.
export interface GrantAuditorAccessResult {
  agreementId: string;
  status: 'Granted' | 'Invited';
  auditorId: string | null;
  contact: string;
  until: string | null;
}

export class GrantAuditorAccessCommand extends Command<GrantAuditorAccessResult> {
  constructor(
    readonly actor: Actor,
    readonly request: GrantAuditorAccessRequest,
    readonly commandId: string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}
