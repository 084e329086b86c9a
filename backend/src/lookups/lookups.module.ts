import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HsnSacMasterService } from './hsn-sac/hsn-sac-master.service.js';
import { HsnSacController } from './hsn-sac/hsn-sac.controller.js';
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

// Reference data: user types, plans, units, currencies, term types, the builder templates and the
// GST HSN/SAC master.
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
  controllers: [LookupsController, HsnSacController],
  providers: [LookupsService, TemplateLookupQuery, HsnSacMasterService],
  exports: [LookupsService],
})
export class LookupsModule {}
