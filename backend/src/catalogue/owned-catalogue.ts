import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogueAttachment } from './catalogue-attachment.entity.js';
import { CatalogueItem } from './catalogue-item.entity.js';
import { CatalogueError } from './catalogue.errors.js';

// Finds an item or attachment only through its owner; anything else is a 404.
@Injectable()
export class OwnedCatalogue {
  constructor(
    @InjectRepository(CatalogueItem) private readonly items: Repository<CatalogueItem>,
    @InjectRepository(CatalogueAttachment) private readonly attachments: Repository<CatalogueAttachment>,
  ) {}

  async item(ownerId: string, itemId: string): Promise<CatalogueItem> {
    const item = await this.items.findOneBy({ id: itemId, ownerId });
    if (!item) throw new CatalogueError('CATALOGUE_ITEM_NOT_FOUND');
    return item;
  }

  async attachment(ownerId: string, itemId: string, attachmentId: string): Promise<CatalogueAttachment> {
    const item = await this.item(ownerId, itemId);
    const attachment = await this.attachments.findOneBy({ id: attachmentId, itemId: item.id });
    if (!attachment) throw new CatalogueError('ITEM_ATTACHMENT_NOT_FOUND');
    return attachment;
  }
}
