import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, SaveRFQData } from '@samvida/machines';
import type { z } from 'zod';
import { ProposalAccess } from '../proposal-access.js';
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
    const proposalId = request.Id ?? newProposalId(actor.userId, idempotencyKey);
    const result = await this.stream.execute(
      proposalId,
      { type: 'SaveRFQ', data: { ...request, Id: proposalId } },
      actor,
      idempotencyKey,
    );
    return { ...commandView(proposalId, result), proposalUID: proposalUidOf(proposalId), created };
  }
}

// A repeated Idempotency-Key must land on the same new stream for the executor to see the repeat,
// so the id is derived from it (an RFC 9562 version 8 uuid); without a key it is random.
function newProposalId(userId: string, idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomUUID();
  const hex = createHash('sha256').update(`proposal:${userId}:${idempotencyKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
