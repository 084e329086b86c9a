import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../common/auth/auth.guard.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import {
  type CurrencyView,
  LookupsService,
  type PlanView,
  type TermTypeView,
  type UnitView,
  type UserTypeView,
} from './lookups.service.js';
import {
  type TemplateItemView,
  TemplateLookupQuery,
  type TemplateTermView,
} from './templates/template-lookup.query.js';
import { type TemplateParams, TemplateRequest } from './templates/template.request.js';

// General lookups; no sign-in needed (spec §7).
@Controller('General')
export class LookupsController {
  constructor(
    private readonly lookups: LookupsService,
    private readonly templates: TemplateLookupQuery,
  ) {}

  // `GET api/general/UserTypes`
  @Public()
  @Get('UserTypes')
  userTypes(): Promise<UserTypeView[]> {
    return this.lookups.listUserTypes();
  }

  // `GET api/General/SubscriptionList`
  @Public()
  @Get('SubscriptionList')
  subscriptionList(): Promise<PlanView[]> {
    return this.lookups.listPlans();
  }

  // `GET api/General/UnitList`
  @Public()
  @Get('UnitList')
  unitList(): Promise<UnitView[]> {
    return this.lookups.listUnits();
  }

  // `GET api/General/CurrencyList`
  @Public()
  @Get('CurrencyList')
  currencyList(): Promise<CurrencyView[]> {
    return this.lookups.listCurrencies();
  }

  // `GET api/General/TermsTypes`
  @Public()
  @Get('TermsTypes')
  termsTypes(): Promise<TermTypeView[]> {
    return this.lookups.listTermTypes();
  }

  // `GET api/general/TemplateTerms?agTempType={name}`
  @Public()
  @Get('TemplateTerms')
  templateTerms(@Query(new ZodValidationPipe(TemplateRequest)) query: TemplateParams): Promise<TemplateTermView[]> {
    return this.templates.termsOf(query.agTempType);
  }

  // `GET api/general/TemplateItem?agTempType={name}`
  @Public()
  @Get('TemplateItem')
  templateItems(@Query(new ZodValidationPipe(TemplateRequest)) query: TemplateParams): Promise<TemplateItemView[]> {
    return this.templates.itemsOf(query.agTempType);
  }
}
