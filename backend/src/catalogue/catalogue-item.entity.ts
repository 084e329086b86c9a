import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// An item a user sells (type 1) or buys (type 2), kept for pickers (spec §3 "Catalogue item").
@Entity('catalogue_items')
export class CatalogueItem {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'owner_id' })
  ownerId: string;

  // To Sell = 1, To Buy = 2.
  @Column('smallint', { name: 'item_type' })
  itemType: number;

  @Column('text', { name: 'item_hsn_csn_uin' })
  itemHsnCsnUin: string;

  @Column('text', { name: 'item_title' })
  itemTitle: string;

  @Column('text', { name: 'item_description' })
  itemDescription: string;

  // Rupees (or the item's currency) as an exact decimal string, "1234.50".
  @Column('numeric', { name: 'item_rate', precision: 18, scale: 2 })
  itemRate: string;

  @Column('numeric', { name: 'item_tax', precision: 5, scale: 2 })
  itemTax: string;

  @Column('integer', { name: 'currency_id' })
  currencyId: number;

  @Column('integer', { name: 'unit_id' })
  unitId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
