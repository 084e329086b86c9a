import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canonicalDecimal, type TermTypeName } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { TermGroup } from '../term-group.entity.js';

// A term group in the spec's fields (§3); the LD percent is an exact decimal string.
export interface TermGroupView {
  groupId: string;
  groupName: string;
  description: string;
  typeName: TermTypeName;
  ldPercentOnlyForBuying: string;
  ldAppliedInDaysOnlyForBuying: number;
}

// One entry of `GET api/General/UserTermDropDown`.
export interface TermGroupOption {
  id: string;
  typeValue: string;
  desc: string;
}

export function toTermGroupView(group: TermGroup): TermGroupView {
  return {
    groupId: group.id,
    groupName: group.name,
    description: group.description,
    typeName: group.typeName,
    ldPercentOnlyForBuying: canonicalDecimal(group.ldPercent),
    ldAppliedInDaysOnlyForBuying: group.ldDays,
  };
}

// The caller's own term groups, oldest first.
@Injectable()
export class TermGroupsQuery {
  constructor(@InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>) {}

  async list(ownerId: string): Promise<TermGroupView[]> {
    const rows = await this.groups.find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toTermGroupView);
  }

  async options(ownerId: string, typeName?: TermTypeName): Promise<TermGroupOption[]> {
    const rows = await this.groups.find({
      where: { ownerId, ...(typeName && { typeName }) },
      order: { name: 'ASC', id: 'ASC' },
    });
    return rows.map((group) => ({ id: group.id, typeValue: group.name, desc: group.description }));
  }
}
