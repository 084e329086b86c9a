import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AgreementMoves, type CommandOutcome } from '../agreement-moves.service.js';
import { MakeMoveCommand } from './make-move.command.js';

@CommandHandler(MakeMoveCommand)
export class MakeMoveHandler implements ICommandHandler<MakeMoveCommand> {
  constructor(private readonly moves: AgreementMoves) {}

  execute({ actor, request, commandId }: MakeMoveCommand): Promise<CommandOutcome> {
    return this.moves.execute(actor, request, commandId);
  }
}
