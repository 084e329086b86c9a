import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityId } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { GroupTermAttachment } from './group-term-attachment.entity.js';
import { GroupTerm } from './group-term.entity.js';
import { TermGroup } from './term-group.entity.js';
import { TermGroupsError } from './term-groups.errors.js';

// Finds a group, term or attachment only through its owner; anything else is a 404.
@Injectable()
export class OwnedTermGroups {
  constructor(
    @InjectRepository(TermGroup) private readonly groups: Repository<TermGroup>,
    @InjectRepository(GroupTerm) private readonly terms: Repository<GroupTerm>,
    @InjectRepository(GroupTermAttachment) private readonly attachments: Repository<GroupTermAttachment>,
  ) {}

  async group(ownerId: string, groupId: string): Promise<TermGroup> {
    // AddUserTermToAgreement still takes the old numeric grpId; no such id names a group.
    const group = EntityId.safeParse(groupId).success ? await this.groups.findOneBy({ id: groupId, ownerId }) : null;
    if (!group) throw new TermGroupsError('TERM_GROUP_NOT_FOUND');
    return group;
  }

  async term(ownerId: string, termId: string): Promise<GroupTerm> {
    const term = await this.terms
      .createQueryBuilder('term')
      .innerJoin(TermGroup, 'grp', 'grp.id = term.group_id')
      .where('term.id = :termId and grp.owner_id = :ownerId', { termId, ownerId })
      .getOne();
    if (!term) throw new TermGroupsError('GROUP_TERM_NOT_FOUND');
    return term;
  }

  async attachment(ownerId: string, attachmentId: string): Promise<GroupTermAttachment> {
    const attachment = await this.attachments
      .createQueryBuilder('attachment')
      .innerJoin(GroupTerm, 'term', 'term.id = attachment.term_id')
      .innerJoin(TermGroup, 'grp', 'grp.id = term.group_id')
      .where('attachment.id = :attachmentId and grp.owner_id = :ownerId', { attachmentId, ownerId })
      .getOne();
    if (!attachment) throw new TermGroupsError('TERM_ATTACHMENT_NOT_FOUND');
    return attachment;
  }
}
