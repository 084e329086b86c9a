import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { UploadsService } from '../../uploads/uploads.service.js';
import { GroupTermAttachment } from '../group-term-attachment.entity.js';
import { GroupTerm } from '../group-term.entity.js';
import { OwnedTermGroups } from '../owned-term-groups.js';

// An attachment of a term: `id` is the attachment's own id (RemoveUserTermAttachment), `link` the file's url.
export interface GroupTermAttachmentView {
  id: string;
  link: string;
  uploadId: string;
  name: string;
}

// A term in a group, in the spec's fields (§3 "Term in group").
export interface GroupTermView {
  id: string;
  groupId: string;
  termTitle: string;
  termTxt: string;
  attachmentList: GroupTermAttachmentView[];
}

// The terms of one of the caller's groups, oldest first, with their attachments.
@Injectable()
export class GroupTermsQuery {
  constructor(
    @InjectRepository(GroupTerm) private readonly terms: Repository<GroupTerm>,
    @InjectRepository(GroupTermAttachment) private readonly attachments: Repository<GroupTermAttachment>,
    private readonly uploads: UploadsService,
    private readonly owned: OwnedTermGroups,
  ) {}

  async list(ownerId: string, groupId: string): Promise<GroupTermView[]> {
    const group = await this.owned.group(ownerId, groupId);
    const terms = await this.terms.find({ where: { groupId: group.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    return this.viewsOf(terms);
  }

  async one(ownerId: string, termId: string): Promise<GroupTermView> {
    const [view] = await this.viewsOf([await this.owned.term(ownerId, termId)]);
    return view!;
  }

  private async viewsOf(terms: GroupTerm[]): Promise<GroupTermView[]> {
    const attachments = terms.length
      ? await this.attachments.find({
          where: { termId: In(terms.map((term) => term.id)) },
          order: { createdAt: 'ASC', id: 'ASC' },
        })
      : [];
    const files = await this.uploads.describe(attachments.map((attachment) => attachment.uploadId));
    return terms.map((term) => ({
      id: term.id,
      groupId: term.groupId,
      termTitle: term.title,
      termTxt: term.text,
      attachmentList: attachments
        .filter((attachment) => attachment.termId === term.id)
        .map((attachment) => ({
          id: attachment.id,
          link: this.uploads.urlOf(attachment.uploadId),
          uploadId: attachment.uploadId,
          name: files.get(attachment.uploadId)?.name ?? '',
        })),
    }));
  }
}
