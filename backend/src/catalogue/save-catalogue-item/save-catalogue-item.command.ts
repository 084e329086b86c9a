import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/access-token.service.js';
import type { CatalogueItemView } from '../list-catalogue/catalogue-items.query.js';
import type { AddCatalogueItemRequest, UpdateCatalogueItemRequest } from './save-catalogue-item.request.js';

// AddCatalogItem: a new item in the caller's catalogue.
export class AddCatalogueItemCommand extends Command<CatalogueItemView> {
  constructor(
    readonly actor: Actor,
    readonly request: AddCatalogueItemRequest,
  ) {
    super();
  }
}

// UpdateCatalogItem: a change to one of the caller's items.
export class UpdateCatalogueItemCommand extends Command<CatalogueItemView> {
  constructor(
    readonly actor: Actor,
    readonly request: UpdateCatalogueItemRequest,
  ) {
    super();
  }
}
