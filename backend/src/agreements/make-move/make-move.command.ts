import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { AgreementStreamCommand, CommandOutcome } from '../agreement-moves.service.js';

/**
 * A move on an existing agreement decided by the machines (negotiate, accept, remark, start,
 * reject, publish, discard, update a draft's general terms): the move travels inside.
 */
export class MakeMoveCommand extends Command<CommandOutcome> {
  constructor(
    readonly actor: Actor,
    readonly request: AgreementStreamCommand,
    readonly commandId?: string,
  ) {
    super();
  }
}
