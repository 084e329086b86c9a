import { Injectable } from '@nestjs/common';
import type { Actor } from '@samvida/machines';
import { OwnerCommandHandler } from '../owner-command/owner-command.handler.js';
import { commandView } from '../proposal-stream.js';

/** StartRFQ publishes the RFQ; sellers invited while it was a draft get their SMS from the invitation reactor. */
@Injectable()
export class StartRfqHandler {
  constructor(private readonly owner: OwnerCommandHandler) {}

  async execute(proposalId: string, actor: Actor, idempotencyKey?: string) {
    const result = await this.owner.execute(
      { type: 'StartRFQ', data: { ProposalId: proposalId } },
      actor,
      idempotencyKey,
    );
    return commandView(proposalId, result);
  }
}
