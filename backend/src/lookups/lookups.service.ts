import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Currency } from './reference/currency.entity.js';
import { TermType } from './reference/term-type.entity.js';
import { Unit } from './reference/unit.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { UserType } from './user-type.entity.js';

export interface UserTypeView {
  id: number;
  code: string;
  label: string;
}

// A plan as served: `rate` is a rupee decimal string ("999.00"), `ratePaise` the exact integer.
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

// A unit: `typeValue` is its name ('Count', 'Kilogram'), `uqc` the GST unit quantity code.
export interface UnitView {
  id: number;
  typeValue: string;
  uqc: string;
}

// A currency: `typeValue` is the ISO code ('INR').
export interface CurrencyView {
  id: number;
  typeValue: string;
  name: string;
  symbol: string;
}

// A term type: Seller (1) or Buyer (2).
export interface TermTypeView {
  id: number;
  typeValue: string;
}

export const FREE_PLAN_ID = 1;

// Reference data other features read: user types and subscription plans.
@Injectable()
export class LookupsService {
  constructor(
    @InjectRepository(UserType) private readonly userTypes: Repository<UserType>,
    @InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>,
    @InjectRepository(Unit) private readonly units: Repository<Unit>,
    @InjectRepository(Currency) private readonly currencies: Repository<Currency>,
    @InjectRepository(TermType) private readonly termTypes: Repository<TermType>,
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

  async listUnits(): Promise<UnitView[]> {
    const rows = await this.units.find({ order: { id: 'ASC' } });
    return rows.map(({ id, typeValue, uqc }) => ({ id, typeValue, uqc }));
  }

  async listCurrencies(): Promise<CurrencyView[]> {
    const rows = await this.currencies.find({ order: { id: 'ASC' } });
    return rows.map(({ id, typeValue, name, symbol }) => ({ id, typeValue, name, symbol }));
  }

  async listTermTypes(): Promise<TermTypeView[]> {
    const rows = await this.termTypes.find({ order: { id: 'ASC' } });
    return rows.map(({ id, typeValue }) => ({ id, typeValue }));
  }

  // A currency by its id ('2', 2) or its code ('INR', any case); undefined when there is none.
  async currency(idOrCode: string | number): Promise<CurrencyView | undefined> {
    return (await this.listCurrencies()).find((currency) => matches(currency, idOrCode));
  }

  // A unit by its id ('1', 1) or its name ('Count', any case); undefined when there is none.
  async unit(idOrName: string | number): Promise<UnitView | undefined> {
    return (await this.listUnits()).find((unit) => matches(unit, idOrName));
  }
}

// Lookup forms send either the id or the shown value.
function matches(row: { id: number; typeValue: string }, idOrValue: string | number): boolean {
  const value = String(idOrValue).trim();
  return String(row.id) === value || row.typeValue.toLowerCase() === value.toLowerCase();
}

function toPlanView(plan: SubscriptionPlan): PlanView {
  return { ...plan, rate: rupees(plan.ratePaise) };
}

// 99900 paise -> "999.00": exact, no floating point.
function rupees(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
