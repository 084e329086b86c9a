import { Injectable } from '@nestjs/common';
import { GroupTermsQuery } from './list-group-terms/group-terms.query.js';
import { type TermGroupView, toTermGroupView } from './list-term-groups/term-groups.query.js';
import { OwnedTermGroups } from './owned-term-groups.js';

export type { TermGroupView } from './list-term-groups/term-groups.query.js';

// A term of a group as other features copy it (e.g. AddUserTermToAgreement).
export interface GroupTermSummary {
  id: string;
  title: string;
  text: string;
  // Upload ids, ready for an agreement term's `Attachments`.
  attachmentIds: string[];
  attachments: { id: string; url: string; name: string }[];
}

// Term groups for other features. Only the owner reaches a group: any other user's group id gives
// 404 TERM_GROUP_NOT_FOUND, like a missing one.
@Injectable()
export class TermGroupsService {
  constructor(
    private readonly owned: OwnedTermGroups,
    private readonly terms: GroupTermsQuery,
  ) {}

  // The group's name, type (Seller/Buyer) and LD figures.
  async groupOf(ownerId: string, groupId: string): Promise<TermGroupView> {
    return toTermGroupView(await this.owned.group(ownerId, groupId));
  }

  // The group's terms, oldest first, with the files attached to each.
  async termsOfGroup(ownerId: string, groupId: string): Promise<GroupTermSummary[]> {
    const terms = await this.terms.list(ownerId, groupId);
    return terms.map((term) => ({
      id: term.id,
      title: term.termTitle,
      text: term.termTxt,
      attachmentIds: term.attachmentList.map((attachment) => attachment.uploadId),
      attachments: term.attachmentList.map((attachment) => ({
        id: attachment.uploadId,
        url: attachment.link,
        name: attachment.name,
      })),
    }));
  }
}
