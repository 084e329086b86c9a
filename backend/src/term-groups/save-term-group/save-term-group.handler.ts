import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toTermGroupView, type TermGroupView } from '../list-term-groups/term-groups.query.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { TermGroup } from '../term-group.entity.js';
import { AddTermGroupCommand, UpdateTermGroupCommand } from './save-term-group.command.js';
import type { AddTermGroupRequest } from './save-term-group.request.js';

// Adds a term group for the caller.
@CommandHandler(AddTermGroupCommand)
export class AddTermGroupHandler implements ICommandHandler<AddTermGroupCommand> {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute({ actor, request }: AddTermGroupCommand): Promise<TermGroupView> {
    const group = this.groups.create({ id: randomUUID(), ownerId: actor.userId, ...fieldsOf(request) });
    await this.groups.insert(group);
    return toTermGroupView(await this.owned.group(actor.userId, group.id));
  }
}

// Changes one of the caller's own term groups.
@CommandHandler(UpdateTermGroupCommand)
export class UpdateTermGroupHandler implements ICommandHandler<UpdateTermGroupCommand> {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute({ actor, request }: UpdateTermGroupCommand): Promise<TermGroupView> {
    const group = await this.owned.group(actor.userId, request.GroupId);
    await this.groups.update({ id: group.id, ownerId: actor.userId }, fieldsOf(request));
    return toTermGroupView(await this.owned.group(actor.userId, group.id));
  }
}

function fieldsOf(
  request: AddTermGroupRequest,
): Pick<TermGroup, 'name' | 'description' | 'typeName' | 'ldPercent' | 'ldDays' | 'advancePercent'> {
  return {
    name: request.GroupName,
    description: request.Description,
    typeName: request.TypeName,
    ldPercent: request.LDPercentOnlyForBuying,
    ldDays: request.LDAppliedInDaysOnlyForBuying,
    advancePercent: request.AdvancePercent,
  };
}
