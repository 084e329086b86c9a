import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canonicalDecimal, type TermGroupFigures, type TermTypeName } from '@samvida/machines';
import { ILike, type Repository } from 'typeorm';
import { containsPattern } from '../../common/like-pattern.js';
import { TermGroup } from '../term-group.entity.js';

// A term group in the spec's fields (§3) and its advance; percents are exact decimal strings.
export interface TermGroupView extends TermGroupFigures {
  groupId: string;
  groupName: string;
  description: string;
  typeName: TermTypeName;
}

// One entry of `GET api/General/UserTermDropDown`, with the LD and advance figures a picker applies.
export interface TermGroupOption extends TermGroupFigures {
  id: string;
  typeValue: string;
  desc: string;
}

// A picker shows at most this many groups; typing narrows them.
export const TERM_GROUP_OPTION_LIMIT = 50;

const figuresOf = (group: TermGroup): TermGroupFigures => ({
  ldPercentOnlyForBuying: canonicalDecimal(group.ldPercent),
  ldAppliedInDaysOnlyForBuying: group.ldDays,
  advancePercent: group.advancePercent === null ? null : canonicalDecimal(group.advancePercent),
});

export function toTermGroupView(group: TermGroup): TermGroupView {
  return {
    groupId: group.id,
    groupName: group.name,
    description: group.description,
    typeName: group.typeName,
    ...figuresOf(group),
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

  async options(ownerId: string, typeName?: TermTypeName, search = ''): Promise<TermGroupOption[]> {
    const rows = await this.groups.find({
      where: { ownerId, ...(typeName && { typeName }), ...(search && { name: ILike(containsPattern(search)) }) },
      order: { name: 'ASC', id: 'ASC' },
      take: TERM_GROUP_OPTION_LIMIT,
    });
    return rows.map((group) => ({
      id: group.id,
      typeValue: group.name,
      desc: group.description,
      ...figuresOf(group),
    }));
  }
}
