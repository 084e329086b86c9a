import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogueAttachment } from '../catalogue-attachment.entity.js';
import { OwnedCatalogue } from '../owned-catalogue.js';
import { DeleteItemAttachmentCommand } from './delete-item-attachment.command.js';

// Detaches a file from one of the caller's items; the upload itself stays.
@CommandHandler(DeleteItemAttachmentCommand)
export class DeleteItemAttachmentHandler implements ICommandHandler<DeleteItemAttachmentCommand> {
  constructor(
    @InjectRepository(CatalogueAttachment) private readonly attachments: Repository<CatalogueAttachment>,
    private readonly owned: OwnedCatalogue,
  ) {}

  async execute({ actor, request }: DeleteItemAttachmentCommand): Promise<void> {
    const attachment = await this.owned.attachment(actor.userId, request.itemId, request.attachId);
    await this.attachments.delete({ id: attachment.id });
  }
}
