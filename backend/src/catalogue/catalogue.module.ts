import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LookupsModule } from '../lookups/lookups.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { CatalogueAttachment } from './catalogue-attachment.entity.js';
import { CatalogueItem } from './catalogue-item.entity.js';
import { CatalogueController } from './catalogue.controller.js';
import { DeleteCatalogueItemHandler } from './delete-catalogue-item/delete-catalogue-item.handler.js';
import { DeleteItemAttachmentHandler } from './delete-item-attachment/delete-item-attachment.handler.js';
import { CatalogueItemsQuery } from './list-catalogue/catalogue-items.query.js';
import { OwnedCatalogue } from './owned-catalogue.js';
import {
  AddCatalogueItemHandler,
  UpdateCatalogueItemHandler,
} from './save-catalogue-item/save-catalogue-item.handler.js';

// Users' catalogues of items to sell or buy: plain relational data (DESIGN.md "Read models").
@Module({
  imports: [TypeOrmModule.forFeature([CatalogueItem, CatalogueAttachment]), LookupsModule, UploadsModule],
  controllers: [CatalogueController],
  providers: [
    OwnedCatalogue,
    CatalogueItemsQuery,
    AddCatalogueItemHandler,
    UpdateCatalogueItemHandler,
    DeleteCatalogueItemHandler,
    DeleteItemAttachmentHandler,
  ],
})
export class CatalogueModule {}
