import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
import { AddCatalogueItemCommand, UpdateCatalogueItemCommand } from './save-catalogue-item.command.js';
import type { AddCatalogueItemRequest } from './save-catalogue-item.request.js';

type ItemFields = Pick<
  CatalogueItem,
  'itemType' | 'itemHsnCsnUin' | 'itemTitle' | 'itemDescription' | 'itemRate' | 'itemTax' | 'currencyId' | 'unitId'
>;

// Adding an item to the caller's catalogue or changing one of the caller's items. The currency and
// unit must exist in the lookups and the attachments must be the caller's uploads; all of it is
// checked before the one transaction that writes. Listed attachments are added to the item
// (removal is DeleteItemAttachment).

@CommandHandler(AddCatalogueItemCommand)
export class AddCatalogueItemHandler implements ICommandHandler<AddCatalogueItemCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookups: LookupsService,
    private readonly uploads: UploadsService,
    private readonly query: CatalogueItemsQuery,
  ) {}

  async execute({ actor, request }: AddCatalogueItemCommand): Promise<CatalogueItemView> {
    const fields = await fieldsOf(this.lookups, request.AddRequest);
    const files = await attachmentsOf(this.uploads, actor, request);
    const itemId = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(CatalogueItem, { id: itemId, ownerId: actor.userId, ...fields });
      await attach(manager, itemId, files);
    });
    return this.query.one(actor.userId, itemId);
  }
}

@CommandHandler(UpdateCatalogueItemCommand)
export class UpdateCatalogueItemHandler implements ICommandHandler<UpdateCatalogueItemCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookups: LookupsService,
    private readonly uploads: UploadsService,
    private readonly owned: OwnedCatalogue,
    private readonly query: CatalogueItemsQuery,
  ) {}

  async execute({ actor, request }: UpdateCatalogueItemCommand): Promise<CatalogueItemView> {
    const item = await this.owned.item(actor.userId, request.AddRequest.Id);
    const fields = await fieldsOf(this.lookups, request.AddRequest);
    const files = await attachmentsOf(this.uploads, actor, request);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(CatalogueItem, { id: item.id, ownerId: actor.userId }, fields);
      await attach(manager, item.id, files);
    });
    return this.query.one(actor.userId, item.id);
  }
}

async function fieldsOf(lookups: LookupsService, form: CatalogueItemForm): Promise<ItemFields> {
  const [currency, unit] = await Promise.all([
    lookups.currency(form.ItemRateUnitId),
    lookups.unit(form.ItemSellingUnitId),
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

function attachmentsOf(uploads: UploadsService, actor: Actor, request: AddCatalogueItemRequest): Promise<UploadRef[]> {
  return uploads.ownedBy([...request.AddAttachmentRequest, ...request.AddRequest.AttachmentList], actor.userId);
}

// Adds the files an item does not have yet.
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
