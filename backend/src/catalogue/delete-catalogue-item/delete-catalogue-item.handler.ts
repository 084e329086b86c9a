import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { CatalogueItem } from '../catalogue-item.entity.js';
import { OwnedCatalogue } from '../owned-catalogue.js';
import type { DeleteCatalogueItemParams } from './delete-catalogue-item.request.js';

/** Deletes one of the caller's items with its attachments (the uploaded files stay). */
@Injectable()
export class DeleteCatalogueItemHandler {
  constructor(
    @InjectRepository(CatalogueItem) private readonly items: Repository<CatalogueItem>,
    private readonly owned: OwnedCatalogue,
  ) {}

  async execute(actor: Actor, request: DeleteCatalogueItemParams): Promise<void> {
    const item = await this.owned.item(actor.userId, request.itemId);
    await this.items.delete({ id: item.id, ownerId: actor.userId });
  }
}
