import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GroupTermAttachment } from '../group-term-attachment.entity.js';
import { OwnedTermGroups } from '../owned-term-groups.js';
import { RemoveTermAttachmentCommand } from './remove-term-attachment.command.js';

// Detaches a file from a term of the caller's group; the upload itself stays.
@CommandHandler(RemoveTermAttachmentCommand)
export class RemoveTermAttachmentHandler implements ICommandHandler<RemoveTermAttachmentCommand> {
  constructor(
    @InjectRepository(GroupTermAttachment) private readonly attachments: Repository<GroupTermAttachment>,
    private readonly owned: OwnedTermGroups,
  ) {}

  async execute({ actor, request }: RemoveTermAttachmentCommand): Promise<void> {
    const attachment = await this.owned.attachment(actor.userId, request.termAttachmentId);
    await this.attachments.delete({ id: attachment.id });
  }
}
