import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CATALOGUE_ITEM_TYPES, canonicalDecimal } from '@samvida/machines';
import { In, type Repository } from 'typeorm';
import { containsPattern } from '../../common/like-pattern.js';
import { LookupsService } from '../../lookups/lookups.service.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { CatalogueAttachment } from '../catalogue-attachment.entity.js';
import { CatalogueItem } from '../catalogue-item.entity.js';
import { OwnedCatalogue } from '../owned-catalogue.js';

export type CatalogueItemType = 'Seller' | 'Buyer';

// An attachment: `id` is the attachment's own id (DeleteItemAttachment), `link` the file's url.
export interface CatalogueAttachmentView {
  id: string;
  link: string;
  uploadId: string;
  name: string;
}

// A catalogue item in the spec's fields (§3), with the lookup ids beside their labels.
export interface CatalogueItemView {
  id: string;
  itemTypeId: number;
  itemType: CatalogueItemType;
  itemHsnCsnUin: string;
  itemTitle: string;
  itemDescription: string;
  itemRate: string;
  itemTax: string;
  currencyId: number;
  currency: string;
  sellingUnitId: number;
  sellingUnit: string;
  catalogAttachments: CatalogueAttachmentView[];
}

// `GET api/Auth/GetCatalogItem`: the Sell List (To Sell = 1) and the Buy List (To Buy = 2).
export interface CatalogueLists {
  seller: CatalogueItemView[];
  buyer: CatalogueItemView[];
}

// One entry of `GET api/General/UserItemDropDown`: what a picker needs to fill a line item.
export interface CatalogueOption {
  id: string;
  typeValue: string;
  desc: string;
  itemTypeId: number;
  itemType: CatalogueItemType;
  itemHsnCsnUin: string;
  itemRate: string;
  itemTax: string;
  currencyId: number;
  currency: string;
  sellingUnitId: number;
  sellingUnit: string;
}

// A picker shows at most this many matches; typing more narrows them.
export const CATALOGUE_OPTION_LIMIT = 20;

const typeName = (itemType: number): CatalogueItemType =>
  itemType === CATALOGUE_ITEM_TYPES.toSell ? 'Seller' : 'Buyer';

// The caller's own catalogue, oldest first.
@Injectable()
export class CatalogueItemsQuery {
  constructor(
    @InjectRepository(CatalogueItem) private readonly items: Repository<CatalogueItem>,
    @InjectRepository(CatalogueAttachment) private readonly attachments: Repository<CatalogueAttachment>,
    private readonly lookups: LookupsService,
    private readonly uploads: UploadsService,
    private readonly owned: OwnedCatalogue,
  ) {}

  async lists(ownerId: string): Promise<CatalogueLists> {
    const views = await this.viewsOf(await this.ownItems(ownerId));
    return {
      seller: views.filter((view) => view.itemTypeId === CATALOGUE_ITEM_TYPES.toSell),
      buyer: views.filter((view) => view.itemTypeId === CATALOGUE_ITEM_TYPES.toBuy),
    };
  }

  // The caller's items whose title or HSN/SAC code contains `search` (any case), by title, at most
  // CATALOGUE_OPTION_LIMIT; only To Sell (1) or To Buy (2) items when `itemType` is given.
  async options(ownerId: string, search = '', itemType?: number): Promise<CatalogueOption[]> {
    const query = this.items
      .createQueryBuilder('item')
      .where('item.ownerId = :ownerId', { ownerId })
      .orderBy('lower(item.itemTitle)')
      .addOrderBy('item.id')
      .take(CATALOGUE_OPTION_LIMIT);
    if (itemType) query.andWhere('item.itemType = :itemType', { itemType });
    if (search)
      query.andWhere('(item.itemTitle ilike :pattern or item.itemHsnCsnUin ilike :pattern)', {
        pattern: containsPattern(search),
      });
    const [rows, currencies, units] = await Promise.all([
      query.getMany(),
      this.lookups.listCurrencies(),
      this.lookups.listUnits(),
    ]);
    return rows.map((item) => ({
      id: item.id,
      typeValue: item.itemTitle,
      desc: item.itemDescription,
      itemTypeId: item.itemType,
      itemType: typeName(item.itemType),
      itemHsnCsnUin: item.itemHsnCsnUin,
      itemRate: item.itemRate,
      itemTax: canonicalDecimal(item.itemTax),
      currencyId: item.currencyId,
      currency: currencies.find((currency) => currency.id === item.currencyId)?.typeValue ?? '',
      sellingUnitId: item.unitId,
      sellingUnit: units.find((unit) => unit.id === item.unitId)?.typeValue ?? '',
    }));
  }

  async one(ownerId: string, itemId: string): Promise<CatalogueItemView> {
    const [view] = await this.viewsOf([await this.owned.item(ownerId, itemId)]);
    return view!;
  }

  private ownItems(ownerId: string): Promise<CatalogueItem[]> {
    return this.items.find({ where: { ownerId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private async viewsOf(items: CatalogueItem[]): Promise<CatalogueItemView[]> {
    const [currencies, units, attachments] = await Promise.all([
      this.lookups.listCurrencies(),
      this.lookups.listUnits(),
      items.length
        ? this.attachments.find({
            where: { itemId: In(items.map((item) => item.id)) },
            order: { createdAt: 'ASC', id: 'ASC' },
          })
        : [],
    ]);
    const files = await this.uploads.describe(attachments.map((attachment) => attachment.uploadId));
    return items.map((item) => ({
      id: item.id,
      itemTypeId: item.itemType,
      itemType: typeName(item.itemType),
      itemHsnCsnUin: item.itemHsnCsnUin,
      itemTitle: item.itemTitle,
      itemDescription: item.itemDescription,
      itemRate: item.itemRate,
      itemTax: canonicalDecimal(item.itemTax),
      currencyId: item.currencyId,
      currency: currencies.find((currency) => currency.id === item.currencyId)?.typeValue ?? '',
      sellingUnitId: item.unitId,
      sellingUnit: units.find((unit) => unit.id === item.unitId)?.typeValue ?? '',
      catalogAttachments: attachments
        .filter((attachment) => attachment.itemId === item.id)
        .map((attachment) => ({
          id: attachment.id,
          link: this.uploads.urlOf(attachment.uploadId),
          uploadId: attachment.uploadId,
          name: files.get(attachment.uploadId)?.name ?? '',
        })),
    }));
  }
}
