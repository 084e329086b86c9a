import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GroupTerm } from '../group-term.entity.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { RemoveGroupTermCommand } from './remove-group-term.command.js';

// Removes a term (and its attachments) from one of the caller's groups.
@CommandHandler(RemoveGroupTermCommand)
export class RemoveGroupTermHandler implements ICommandHandler<RemoveGroupTermCommand> {
  constructor(
    @InjectRepository(GroupTerm) private readonly terms: Repository<GroupTerm>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute({ actor, request }: RemoveGroupTermCommand): Promise<void> {
    const term = await this.owned.term(actor.userId, request.userTermId);
    await this.terms.delete({ id: term.id });
  }
}
