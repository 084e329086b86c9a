import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import { type UploadRef, UploadsService } from '../../uploads/uploads.service.js';
import { GroupTermAttachment } from '../group-term-attachment.entity.js';
import { GroupTerm } from '../group-term.entity.js';
import { type GroupTermView, GroupTermsQuery } from '../list-group-terms/group-terms.query.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { TermGroupsError } from '../term-groups.errors.js';
import { AddGroupTermCommand, UpdateGroupTermCommand } from './save-group-term.command.js';

// Adding a term to one of the caller's groups, or rewording one of its terms. Listed attachments
// must be the caller's uploads; they are added to the term (removal is RemoveUserTermAttachment).
// Everything is checked before the one transaction that writes.

@CommandHandler(AddGroupTermCommand)
export class AddGroupTermHandler implements ICommandHandler<AddGroupTermCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly owned: OwnedTermGroups,
    private readonly uploads: UploadsService,
    private readonly query: GroupTermsQuery,
  ) {}

  async execute({ actor, request }: AddGroupTermCommand): Promise<GroupTermView> {
    const group = await this.owned.group(actor.userId, request.GroupId);
    const files = await this.uploads.ownedBy(request.AttachmentList, actor.userId);
    const termId = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(GroupTerm, {
        id: termId,
        groupId: group.id,
        title: request.TermTitle,
        text: request.TermTxt,
      });
      await attach(manager, termId, files);
    });
    return this.query.one(actor.userId, termId);
  }
}

@CommandHandler(UpdateGroupTermCommand)
export class UpdateGroupTermHandler implements ICommandHandler<UpdateGroupTermCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly owned: OwnedTermGroups,
    private readonly uploads: UploadsService,
    private readonly query: GroupTermsQuery,
  ) {}

  async execute({ actor, request }: UpdateGroupTermCommand): Promise<GroupTermView> {
    const term = await this.owned.term(actor.userId, request.Id);
    if (term.groupId !== request.GroupId) throw new TermGroupsError('GROUP_TERM_NOT_FOUND');
    const files = await this.uploads.ownedBy(request.AttachmentList, actor.userId);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(GroupTerm, { id: term.id }, { title: request.TermTitle, text: request.TermTxt });
      await attach(manager, term.id, files);
    });
    return this.query.one(actor.userId, term.id);
  }
}

// Adds the files a term does not have yet.
async function attach(manager: EntityManager, termId: string, files: UploadRef[]): Promise<void> {
  if (!files.length) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(GroupTermAttachment)
    .values(files.map((file) => ({ id: randomUUID(), termId, uploadId: file.id })))
    .orIgnore()
    .execute();
}
