import { Injectable } from '@nestjs/common';
import type { Actor, AddRFQTermData } from '@samvida/machines';
import type { z } from 'zod';
import { UploadsService } from '../../uploads/uploads.service.js';
import { ProposalAccess } from '../proposal-access.js';
import { commandView, ProposalStream } from '../proposal-stream.js';

export type AddRfqTermRequest = z.output<typeof AddRFQTermData>;

/**
 * AddRFQTerm: the term's attachments must be the owner's own uploads; once the term is recorded
 * they become readable by the RFQ's parties (the uploads' sharing projection follows the event).
 */
@Injectable()
export class AddRfqTermHandler {
  constructor(
    private readonly access: ProposalAccess,
    private readonly stream: ProposalStream,
    private readonly uploads: UploadsService,
  ) {}

  async execute(request: AddRfqTermRequest, actor: Actor, idempotencyKey?: string) {
    const proposalId = request.ProposalId;
    await this.access.own(proposalId, actor.userId);
    const uploadIds = (await this.uploads.ownedBy(request.Attachments, actor.userId)).map((upload) => upload.id);
    const result = await this.stream.execute(
      proposalId,
      { type: 'AddRFQTerm', data: { ...request, Attachments: uploadIds } },
      actor,
      idempotencyKey,
    );
    const added = result.events.find((event) => event.type === 'ProposalTermAdded');
    return {
      ...commandView(proposalId, result),
      termId: added?.type === 'ProposalTermAdded' ? added.data.term.termId : null,
    };
  }
}
