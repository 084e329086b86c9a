import { Injectable } from '@nestjs/common';
import type { Actor, SaveRFQData } from '@samvida/machines';
import type { z } from 'zod';
import { ProposalAccess } from '../proposal-access.js';
import { newStreamEntityId } from '../../streams/stream-ids.js';
import { commandView, ProposalStream } from '../proposal-stream.js';
import { proposalUidOf } from '../read-model/uids.js';

export type SaveRfqRequest = z.output<typeof SaveRFQData>;

/**
 * SaveRFQ without `Id` drafts a new RFQ owned by the caller (any `OwnerId` sent is ignored); with
 * `Id` it replaces the header of the caller's draft.
 */
@Injectable()
export class SaveRfqHandler {
  constructor(
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
  ) {}

  async execute(request: SaveRfqRequest, actor: Actor, idempotencyKey?: string) {
    const created = !request.Id;
    if (request.Id) await this.access.own(request.Id, actor.userId);
    const proposalId = request.Id ?? newStreamEntityId('proposal', actor.userId, idempotencyKey);
    const result = await this.stream.execute(
      proposalId,
      { type: 'SaveRFQ', data: { ...request, Id: proposalId } },
      actor,
      idempotencyKey,
    );
    return { ...commandView(proposalId, result), proposalUID: proposalUidOf(proposalId), created };
  }
}
