import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { ApplyForProposalRequest } from './apply-for-proposal.request.js';

// SaveAgreement: a seller applies to a proposal; answers the id of the draft agreement.
export class ApplyForProposalCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly request: ApplyForProposalRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
