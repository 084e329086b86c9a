import { Command } from '@nestjs/cqrs';
import type { Actor, AddRFQTermData } from '@samvida/machines';
import type { z } from 'zod';
import type { ProposalCommandView } from '../proposal-stream.js';

export type AddRfqTermRequest = z.output<typeof AddRFQTermData>;

// AddRFQTerm: the owner adds a term, its attachments their own uploads; answers the term's id.
export class AddRfqTermCommand extends Command<ProposalCommandView & { termId: string | null }> {
  constructor(
    readonly actor: Actor,
    readonly request: AddRfqTermRequest,
    readonly commandId?: string,
  ) {
    super();
  }
}
