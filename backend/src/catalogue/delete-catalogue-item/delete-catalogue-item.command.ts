import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { DeleteCatalogueItemParams } from './delete-catalogue-item.request.js';

// DeleteCatalogItem: one of the caller's items.
export class DeleteCatalogueItemCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly request: DeleteCatalogueItemParams,
  ) {
    super();
  }
}
