import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LookupsController } from './lookups.controller.js';
import { LookupsService } from './lookups.service.js';
import { Currency } from './reference/currency.entity.js';
import { TermType } from './reference/term-type.entity.js';
import { Unit } from './reference/unit.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { AgreementTemplate } from './templates/agreement-template.entity.js';
import { TemplateItem } from './templates/template-item.entity.js';
import { TemplateLookupQuery } from './templates/template-lookup.query.js';
import { TemplateTerm } from './templates/template-term.entity.js';
import { UserType } from './user-type.entity.js';

// Reference data: user types, plans, units, currencies, term types and the builder templates.
@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserType,
      SubscriptionPlan,
      Unit,
      Currency,
      TermType,
      AgreementTemplate,
      TemplateTerm,
      TemplateItem,
    ]),
  ],
  controllers: [LookupsController],
  providers: [LookupsService, TemplateLookupQuery],
  exports: [LookupsService],
})
export class LookupsModule {}
