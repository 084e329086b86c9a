import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { TermGroup } from '../term-group.entity.js';
import { DeleteTermGroupCommand } from './delete-term-group.command.js';

// Deletes one of the caller's term groups with its terms and their attachments (the files stay).
@CommandHandler(DeleteTermGroupCommand)
export class DeleteTermGroupHandler implements ICommandHandler<DeleteTermGroupCommand> {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute({ actor, request }: DeleteTermGroupCommand): Promise<void> {
    const group = await this.owned.group(actor.userId, request.termId);
    await this.groups.delete({ id: group.id, ownerId: actor.userId });
  }
}
