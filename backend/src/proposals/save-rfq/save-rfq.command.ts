import { Command } from '@nestjs/cqrs';
import type { Actor, SaveRFQData } from '@samvida/machines';
import type { z } from 'zod';
import type { ProposalCommandView } from '../proposal-stream.js';

export type SaveRfqRequest = z.output<typeof SaveRFQData>;

// SaveRFQ: drafts a new RFQ, or replaces the header of the caller's draft.
export class SaveRfqCommand extends Command<ProposalCommandView & { proposalUID: string; created: boolean }> {
  constructor(
    readonly actor: Actor,
    readonly request: SaveRfqRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
