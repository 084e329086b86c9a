import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A suggested line item of a template (GET api/general/TemplateItem); numerics read back as strings.
@Entity('template_items')
export class TemplateItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'template_id' })
  templateId: number;

  @Column('integer')
  position: number;

  @Column('text', { name: 'item_title' })
  itemTitle: string;

  @Column('text', { name: 'item_description' })
  itemDescription: string;

  @Column('text', { name: 'item_hsn_csn_uin' })
  itemHsnCsnUin: string;

  @Column('numeric', { name: 'item_quantity', precision: 14, scale: 3 })
  itemQuantity: string;

  @Column('numeric', { precision: 18, scale: 2 })
  rate: string;

  @Column('integer', { name: 'item_completion' })
  itemCompletion: number;

  @Column('integer', { name: 'currency_id' })
  currencyId: number;

  @Column('numeric', { name: 'item_tax', precision: 5, scale: 2 })
  itemTax: string;

  @Column('integer', { name: 'unit_id' })
  unitId: number;
}
