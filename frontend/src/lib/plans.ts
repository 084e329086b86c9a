import { storageMonths as planStorageMonths } from '@samvida/machines';
import type { SubscriptionPlan } from '@/api/subscription-plans';

export { ARCHIVE_MONTHS } from '@samvida/machines';

// Plan rules of spec §9 (subscriptions).
const FREE_PLAN = 1;
const POPULAR_PLAN = 2;
const PER_CONTRACT_PLAN = 4;
const FREE_CONTRACTS = 5;

type PlanId = Pick<SubscriptionPlan, 'id'>;

export const isMostPopular = (plan: PlanId) => plan.id === POPULAR_PLAN;
export const isPerContract = (plan: PlanId) => plan.id === PER_CONTRACT_PLAN;
// The free plan and the per-contract plan are not bought with Start.
export const canStart = (plan: PlanId) => plan.id !== FREE_PLAN && plan.id !== PER_CONTRACT_PLAN;

// "5 free contracts" for the free plan, else "5 free + n contracts".
export function contractAllowance(plan: Pick<SubscriptionPlan, 'id' | 'numberOfContracts'>): string {
  return plan.id === FREE_PLAN
    ? `${FREE_CONTRACTS} free contracts`
    : `${FREE_CONTRACTS} free + ${plan.numberOfContracts} contract${plan.numberOfContracts === 1 ? '' : 's'}`;
}

// Storage months = 12 × contractDurationLimit ÷ 356 (the machines' rule, which the retention sweep follows).
export const storageMonths = (plan: Pick<SubscriptionPlan, 'contractDurationLimit'>): number =>
  planStorageMonths(plan.contractDurationLimit);
