import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/auth/auth.guard.js';
import { LookupsService, type PlanView, type UserTypeView } from './lookups.service.js';

/** General lookups; no sign-in needed (spec §7). */
@Controller('General')
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  /** `GET api/general/UserTypes` */
  @Public()
  @Get('UserTypes')
  userTypes(): Promise<UserTypeView[]> {
    return this.lookups.listUserTypes();
  }

  /** `GET api/General/SubscriptionList` */
  @Public()
  @Get('SubscriptionList')
  subscriptionList(): Promise<PlanView[]> {
    return this.lookups.listPlans();
  }
}
