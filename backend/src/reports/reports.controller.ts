import { Controller, Get, Query } from '@nestjs/common';
import type { Actor } from '../common/auth/access-token.service.js';
import { AuditedRead } from '../common/auth/audited-read.decorator.js';
import { CurrentActor } from '../common/auth/current-actor.decorator.js';
import { Clock } from '../common/clock.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { AnalyticsQuery, type Analytics } from './analytics/analytics.query.js';
import type { DayReport } from './contract-day-report/day-series.js';
import { ContractDayReportQuery } from './contract-day-report/contract-day-report.query.js';
import { DayReportQuery, type DayReportParams } from './reports.request.js';

// The report modal's day series and the analytics page; see docs/api.md "Reports".
@Controller('Business')
export class ReportsController {
  constructor(
    private readonly dayReport: ContractDayReportQuery,
    private readonly analytics: AnalyticsQuery,
    private readonly clock: Clock,
  ) {}

  @AuditedRead('contract day report')
  @Get('ContractDayReport')
  contractDayReport(
    @Query(new ZodValidationPipe(DayReportQuery)) query: DayReportParams,
    @CurrentActor() actor: Actor,
  ): Promise<DayReport[]> {
    return this.dayReport.of(query.agreementId, actor.userId, this.clock.now());
  }

  @Get('Analytics')
  analyticsOf(@CurrentActor() actor: Actor): Promise<Analytics> {
    return this.analytics.of(actor.userId, this.clock.now());
  }
}
