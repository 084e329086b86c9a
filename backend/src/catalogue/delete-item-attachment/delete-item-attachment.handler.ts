import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CatalogueAttachment } from '../catalogue-attachment.entity.js';
import { OwnedCatalogue } from '../owned-catalogue.js';
import type { DeleteItemAttachmentParams } from './delete-item-attachment.request.js';

/** Detaches a file from one of the caller's items; the upload itself stays. */
@Injectable()
export class DeleteItemAttachmentHandler {
  constructor(
    @InjectRepository(CatalogueAttachment) private readonly attachments: Repository<CatalogueAttachment>,
    private readonly owned: OwnedCatalogue,
  ) {}

  async execute(actor: Actor, request: DeleteItemAttachmentParams): Promise<void> {
    const attachment = await this.owned.attachment(actor.userId, request.itemId, request.attachId);
    await this.attachments.delete({ id: attachment.id });
  }
}
