import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, MoreThanOrEqual } from 'typeorm';
import { RUNTIME, type Runtime } from '../config/runtime.js';
import { FREE_PLAN_ID, LookupsService, type PlanView } from '../lookups/lookups.service.js';
import { EntitlementUsage, type UsageKind } from './entitlement-usage.entity.js';
import { cycleStart, monthStart } from './plan-period.js';
import { Subscription } from './subscription.entity.js';
import { type PlanLimitCode, PlanLimitError } from './subscription.errors.js';

// Plan rules of spec §9.
const FREE_CONTRACTS = 5;
const INCLUDED_SIGNING_SMS = 1;
const EXTRA_SMS_PAISE = 200;

type UsageRecord = Pick<EntitlementUsage, 'userId' | 'kind' | 'ref' | 'contractId'> & { chargePaise?: number };

// The plan in force for a user now, and the monthly cycle its allowances count in.
export interface CurrentPlan {
  plan: PlanView;
  cycleStart: Date;
  // When the paid plan ends (Free from then on); null on Free.
  paidUntil: Date | null;
}

// The plan limits, checked on the server before a contract, attachment, PDF or SMS is used. Each
// claim is keyed (contract id, upload id, ...), so repeating a request never counts twice, and
// claims of one user are serialised so two at once cannot both take the last one.
@Injectable()
export class EntitlementsService {
  private readonly enforcing: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookups: LookupsService,
    @Inject(RUNTIME) { env }: Runtime,
  ) {
    this.enforcing = (env.PLAN_LIMITS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  }

  async currentPlan(userId: string, now = new Date(), manager = this.dataSource.manager): Promise<CurrentPlan> {
    const subscription = await manager.findOneBy(Subscription, { userId });
    if (subscription && subscription.periodEnd > now) {
      return {
        plan: await this.plan(subscription.planId),
        cycleStart: cycleStart(subscription.periodStart, now),
        paidUntil: subscription.periodEnd,
      };
    }
    // After a paid plan ends, Free counts from that moment rather than from the month's start.
    const freeSince =
      subscription && subscription.periodEnd > monthStart(now) ? subscription.periodEnd : monthStart(now);
    return { plan: await this.plan(FREE_PLAN_ID), cycleStart: freeSince, paidUntil: null };
  }

  // A new contract: within the plan's contracts for this cycle and its maximum duration in days.
  claimContract(userId: string, contractId: string, durationDays: number, now = new Date()): Promise<void> {
    return this.claim(userId, now, async (manager, current) => {
      const { plan } = current;
      if (durationDays > plan.contractDurationLimit) {
        this.refuse(
          'CONTRACT_TOO_LONG',
          `Contracts on the ${plan.typeValue} plan can run for at most ${plan.contractDurationLimit} days.`,
        );
      }
      if (await this.used(manager, userId, 'contract', contractId)) return;
      const allowed = FREE_CONTRACTS + plan.numberOfContracts;
      if ((await this.countInCycle(manager, userId, 'contract', current)) >= allowed) {
        this.refuse(
          'CONTRACT_LIMIT_REACHED',
          `You have used all ${allowed} contracts of the ${plan.typeValue} plan for this month.`,
        );
      }
      await this.record(manager, now, { userId, kind: 'contract', ref: contractId, contractId });
    });
  }

  // Attachments shared into a contract: at most the plan's number per contract.
  claimAttachments(userId: string, contractId: string, uploadIds: string[], now = new Date()): Promise<void> {
    if (uploadIds.length === 0) return Promise.resolve();
    return this.claim(userId, now, async (manager, { plan }) => {
      const refs = uploadIds.map((uploadId) => `${contractId}:${uploadId}`);
      const existing = await manager.countBy(EntitlementUsage, { userId, kind: 'attachment', contractId });
      const fresh = [];
      for (const ref of refs) if (!(await this.used(manager, userId, 'attachment', ref))) fresh.push(ref);
      if (existing + fresh.length > plan.numberOfAttachments) {
        this.refuse(
          'ATTACHMENT_LIMIT_REACHED',
          `A contract on the ${plan.typeValue} plan can have at most ${plan.numberOfAttachments} attachments.`,
        );
      }
      for (const ref of fresh) await this.record(manager, now, { userId, kind: 'attachment', ref, contractId });
    });
  }

  // A generated PDF or audit report (`ref` names the document): the plan's free reports per cycle.
  claimGeneratedPdf(userId: string, ref: string, contractId: string | null, now = new Date()): Promise<void> {
    return this.claim(userId, now, async (manager, current) => {
      if (await this.used(manager, userId, 'pdf', ref)) return;
      const { plan } = current;
      if ((await this.countInCycle(manager, userId, 'pdf', current)) >= plan.genPdfCount) {
        this.refuse(
          'PDF_LIMIT_REACHED',
          `You have used all ${plan.genPdfCount} audit reports and generated PDFs of the ${plan.typeValue} plan for this month.`,
        );
      }
      await this.record(manager, now, { userId, kind: 'pdf', ref, contractId });
    });
  }

  // A signing SMS for a contract: the first is included, each further one is ₹2 in the usage ledger.
  recordSigningSms(userId: string, contractId: string, messageId: string, now = new Date()): Promise<void> {
    return this.claim(userId, now, async (manager) => {
      const ref = `${contractId}:${messageId}`;
      if (await this.used(manager, userId, 'sms', ref)) return;
      const sent = await manager.countBy(EntitlementUsage, { userId, kind: 'sms', contractId });
      const chargePaise = sent >= INCLUDED_SIGNING_SMS ? EXTRA_SMS_PAISE : 0;
      await this.record(manager, now, { userId, kind: 'sms', ref, contractId, chargePaise });
    });
  }

  // Counts used this cycle and the chargeable SMS, for the user's usage page.
  async usage(userId: string, now = new Date()) {
    const current = await this.currentPlan(userId, now);
    const manager = this.dataSource.manager;
    const charges = await manager.find(EntitlementUsage, {
      where: { userId, kind: 'sms', chargePaise: MoreThanOrEqual(1) },
      order: { createdAt: 'DESC' },
    });
    return {
      current,
      contractsUsed: await this.countInCycle(manager, userId, 'contract', current),
      contractsAllowed: FREE_CONTRACTS + current.plan.numberOfContracts,
      pdfsUsed: await this.countInCycle(manager, userId, 'pdf', current),
      pdfsAllowed: current.plan.genPdfCount,
      smsCharges: charges,
    };
  }

  private claim(userId: string, now: Date, use: (manager: EntityManager, current: CurrentPlan) => Promise<void>) {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('select pg_advisory_xact_lock(hashtextextended($1, 14))', [userId]);
      await use(manager, await this.currentPlan(userId, now, manager));
    });
  }

  // With PLAN_LIMITS=off the use is still recorded, only not refused.
  private refuse(code: PlanLimitCode, message: string): void {
    if (this.enforcing) throw new PlanLimitError(code, message);
  }

  private async plan(id: number): Promise<PlanView> {
    const plan = await this.lookups.plan(id);
    if (!plan) throw new Error(`unknown plan ${id}`);
    return plan;
  }

  private used(manager: EntityManager, userId: string, kind: UsageKind, ref: string): Promise<boolean> {
    return manager.existsBy(EntitlementUsage, { userId, kind, ref });
  }

  private countInCycle(manager: EntityManager, userId: string, kind: UsageKind, current: CurrentPlan) {
    return manager.countBy(EntitlementUsage, { userId, kind, createdAt: MoreThanOrEqual(current.cycleStart) });
  }

  private async record(manager: EntityManager, now: Date, use: UsageRecord): Promise<void> {
    await manager.insert(EntitlementUsage, { chargePaise: 0, ...use, createdAt: now });
  }
}
