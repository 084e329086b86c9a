import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CatalogueItem } from '../catalogue-item.entity.js';
import { OwnedCatalogue } from '../owned-catalogue.js';
import { DeleteCatalogueItemCommand } from './delete-catalogue-item.command.js';

// Deletes one of the caller's items with its attachments (the uploaded files stay).
@CommandHandler(DeleteCatalogueItemCommand)
export class DeleteCatalogueItemHandler implements ICommandHandler<DeleteCatalogueItemCommand> {
  constructor(
    @InjectRepository(CatalogueItem) private readonly items: Repository<CatalogueItem>,
    private readonly owned: OwnedCatalogue,
  ) {}

  async execute({ actor, request }: DeleteCatalogueItemCommand): Promise<void> {
    const item = await this.owned.item(actor.userId, request.itemId);
    await this.items.delete({ id: item.id, ownerId: actor.userId });
  }
}
