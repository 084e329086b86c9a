import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canonicalDecimal } from '@samvida/machines';
import type { Repository } from 'typeorm';
import { LookupsError } from '../lookups.errors.js';
import { AgreementTemplate } from './agreement-template.entity.js';
import { TemplateItem } from './template-item.entity.js';
import { TemplateTerm } from './template-term.entity.js';

// A suggested term, in the spec's fields (§3 "Template terms").
export interface TemplateTermView {
  id: number;
  termName: string;
  termDescription: string;
  isPaymentTerm: boolean;
}

// A suggested line item (§3 "Template items"): `currency` and `unit` are lookup ids, amounts exact strings.
export interface TemplateItemView {
  id: number;
  itemTitle: string;
  itemDescription: string;
  itemHsnCsnUin: string;
  itemQuantity: string;
  rate: string;
  itemCompletion: number;
  currency: number;
  itemTax: string;
  unit: number;
}

// The terms and items the builder preloads for a template of the gallery.
@Injectable()
export class TemplateLookupQuery {
  constructor(
    @InjectRepository(AgreementTemplate) private readonly templates: Repository<AgreementTemplate>,
    @InjectRepository(TemplateTerm) private readonly terms: Repository<TemplateTerm>,
    @InjectRepository(TemplateItem) private readonly items: Repository<TemplateItem>,
  ) {}

  async termsOf(name: string): Promise<TemplateTermView[]> {
    const templateId = await this.templateId(name);
    const rows = await this.terms.find({ where: { templateId }, order: { position: 'ASC' } });
    return rows.map(({ id, termName, termDescription, isPaymentTerm }) => ({
      id,
      termName,
      termDescription,
      isPaymentTerm,
    }));
  }

  async itemsOf(name: string): Promise<TemplateItemView[]> {
    const templateId = await this.templateId(name);
    const rows = await this.items.find({ where: { templateId }, order: { position: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      itemTitle: row.itemTitle,
      itemDescription: row.itemDescription,
      itemHsnCsnUin: row.itemHsnCsnUin,
      itemQuantity: canonicalDecimal(row.itemQuantity),
      rate: row.rate,
      itemCompletion: row.itemCompletion,
      currency: row.currencyId,
      itemTax: canonicalDecimal(row.itemTax),
      unit: row.unitId,
    }));
  }

  private async templateId(name: string): Promise<number> {
    const template = await this.templates
      .createQueryBuilder('t')
      .where('lower(t.name) = lower(:name)', { name: name.trim() })
      .getOne();
    if (!template) throw new LookupsError('TEMPLATE_NOT_FOUND');
    return template.id;
  }
}
