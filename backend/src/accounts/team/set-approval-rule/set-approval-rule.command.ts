import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/access-token.service.js';
import type { SetApprovalRuleRequest } from '../team.requests.js';

// Team/ApprovalRule: the amount above which the caller's business needs two members to send or
// start a contract (or none).
export class SetApprovalRuleCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: SetApprovalRuleRequest,
  ) {
    super();
  }
}
