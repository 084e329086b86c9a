import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { UserType } from './user-type.entity.js';

export interface UserTypeView {
  id: number;
  code: string;
  label: string;
}

/** A plan as served: `rate` is a rupee decimal string ("999.00"), `ratePaise` the exact integer. */
export interface PlanView {
  id: number;
  typeValue: string;
  rate: string;
  ratePaise: number;
  billingPeriod: 'month' | 'contract';
  mostPopular: boolean;
  numberOfContracts: number;
  numberOfAttachments: number;
  contractDurationLimit: number;
  genPdfCount: number;
}

export const FREE_PLAN_ID = 1;

/** Reference data other features read: user types and subscription plans. */
@Injectable()
export class LookupsService {
  constructor(
    @InjectRepository(UserType) private readonly userTypes: Repository<UserType>,
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
  ) {}

  async listUserTypes(): Promise<UserTypeView[]> {
    const rows = await this.userTypes.find({ order: { id: 'ASC' } });
    return rows.map(({ id, code, label }) => ({ id, code, label }));
  }

  async userTypeExists(id: number): Promise<boolean> {
    return this.userTypes.existsBy({ id });
  }

  async listPlans(): Promise<PlanView[]> {
    const rows = await this.plans.find({ order: { id: 'ASC' } });
    return rows.map(toPlanView);
  }

  async plan(id: number): Promise<PlanView | undefined> {
    const row = await this.plans.findOneBy({ id });
    return row ? toPlanView(row) : undefined;
  }
}

function toPlanView(plan: SubscriptionPlan): PlanView {
  return { ...plan, rate: rupees(plan.ratePaise) };
}

/** 99900 paise -> "999.00": exact, no floating point. */
function rupees(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
