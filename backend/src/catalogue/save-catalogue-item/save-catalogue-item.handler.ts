import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CatalogueItemForm } from '@samvida/machines';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/access-token.service.js';
import { LookupsService } from '../../lookups/lookups.service.js';
import { type UploadRef, UploadsService } from '../../uploads/uploads.service.js';
import { CatalogueAttachment } from '../catalogue-attachment.entity.js';
import { CatalogueItem } from '../catalogue-item.entity.js';
import { CatalogueError } from '../catalogue.errors.js';
import { type CatalogueItemView, CatalogueItemsQuery } from '../list-catalogue/catalogue-items.query.js';
import { OwnedCatalogue } from '../owned-catalogue.js';
import type { AddCatalogueItemRequest, UpdateCatalogueItemRequest } from './save-catalogue-item.request.js';

type ItemFields = Pick<
  CatalogueItem,
  'itemType' | 'itemHsnCsnUin' | 'itemTitle' | 'itemDescription' | 'itemRate' | 'itemTax' | 'currencyId' | 'unitId'
>;

/**
 * Adds an item to the caller's catalogue or changes one of the caller's items. The currency and
 * unit must exist in the lookups and the attachments must be the caller's uploads; all of it is
 * checked before the one transaction that writes. Listed attachments are added to the item
 * (removal is DeleteItemAttachment).
 */
@Injectable()
export class SaveCatalogueItemHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookups: LookupsService,
    private readonly uploads: UploadsService,
    private readonly owned: OwnedCatalogue,
    private readonly query: CatalogueItemsQuery,
  ) {}

  async add(actor: Actor, request: AddCatalogueItemRequest): Promise<CatalogueItemView> {
    const fields = await this.fieldsOf(request.AddRequest);
    const files = await this.attachmentsOf(actor, request);
    const itemId = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(CatalogueItem, { id: itemId, ownerId: actor.userId, ...fields });
      await attach(manager, itemId, files);
    });
    return this.query.one(actor.userId, itemId);
  }

  async update(actor: Actor, request: UpdateCatalogueItemRequest): Promise<CatalogueItemView> {
    const item = await this.owned.item(actor.userId, request.AddRequest.Id);
    const fields = await this.fieldsOf(request.AddRequest);
    const files = await this.attachmentsOf(actor, request);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(CatalogueItem, { id: item.id, ownerId: actor.userId }, fields);
      await attach(manager, item.id, files);
    });
    return this.query.one(actor.userId, item.id);
  }

  private async fieldsOf(form: CatalogueItemForm): Promise<ItemFields> {
    const [currency, unit] = await Promise.all([
      this.lookups.currency(form.ItemRateUnitId),
      this.lookups.unit(form.ItemSellingUnitId),
    ]);
    if (!currency) throw new CatalogueError('CURRENCY_NOT_SELECTED', 'AddRequest.ItemRateUnitId');
    if (!unit) throw new CatalogueError('UNIT_NOT_SELECTED', 'AddRequest.ItemSellingUnitId');
    return {
      itemType: form.ItemTypeId,
      itemHsnCsnUin: form.ItemHsnCsnUin,
      itemTitle: form.ItemTitle,
      itemDescription: form.ItemDescription,
      itemRate: form.ItemRate,
      itemTax: form.ItemTax,
      currencyId: currency.id,
      unitId: unit.id,
    };
  }

  private attachmentsOf(actor: Actor, request: AddCatalogueItemRequest): Promise<UploadRef[]> {
    return this.uploads.ownedBy([...request.AddAttachmentRequest, ...request.AddRequest.AttachmentList], actor.userId);
  }
}

/** Adds the files an item does not have yet. */
async function attach(manager: EntityManager, itemId: string, files: UploadRef[]): Promise<void> {
  if (!files.length) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(CatalogueAttachment)
    .values(files.map((file) => ({ id: randomUUID(), itemId, uploadId: file.id })))
    .orIgnore()
    .execute();
}
