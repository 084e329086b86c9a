import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsQuery } from './analytics/analytics.query.js';
import { ContractDayReportQuery } from './contract-day-report/contract-day-report.query.js';
import { ReportsController } from './reports.controller.js';

// Reports: a contract's day series and the analytics of all the caller's contracts, folded from the events.
@Module({
  imports: [AccountsModule],
  controllers: [ReportsController],
  providers: [ContractDayReportQuery, AnalyticsQuery],
})
export class ReportsModule {}
