import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { toTermGroupView, type TermGroupView } from '../list-term-groups/term-groups.query.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { TermGroup } from '../term-group.entity.js';
import type { AddTermGroupRequest, UpdateTermGroupRequest } from './save-term-group.request.js';

/** Adds a term group for the caller, or changes one of the caller's own. */
@Injectable()
export class SaveTermGroupHandler {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async add(actor: Actor, request: AddTermGroupRequest): Promise<TermGroupView> {
    const group = this.groups.create({ id: randomUUID(), ownerId: actor.userId, ...fieldsOf(request) });
    await this.groups.insert(group);
    return toTermGroupView(await this.owned.group(actor.userId, group.id));
  }

  async update(actor: Actor, request: UpdateTermGroupRequest): Promise<TermGroupView> {
    const group = await this.owned.group(actor.userId, request.GroupId);
    await this.groups.update({ id: group.id, ownerId: actor.userId }, fieldsOf(request));
    return toTermGroupView(await this.owned.group(actor.userId, group.id));
  }
}

function fieldsOf(
  request: AddTermGroupRequest,
): Pick<TermGroup, 'name' | 'description' | 'typeName' | 'ldPercent' | 'ldDays'> {
  return {
    name: request.GroupName,
    description: request.Description,
    typeName: request.TypeName,
    ldPercent: request.LDPercentOnlyForBuying,
    ldDays: request.LDAppliedInDaysOnlyForBuying,
  };
}
