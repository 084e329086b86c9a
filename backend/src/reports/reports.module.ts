import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsQuery } from './analytics/analytics.query.js';
import { ContractDayReportQuery } from './contract-day-report/contract-day-report.query.js';
import { GstReturnsController } from './gst-returns.controller.js';
import { Gstr1Query } from './gstr1/gstr1.query.js';
import { ReportsController } from './reports.controller.js';

// Reports: a contract's day series and the analytics of all the caller's contracts, folded from the
// events; the GST returns of the caller's GSTIN from the invoices read model.
@Module({
  imports: [AccountsModule],
  controllers: [ReportsController, GstReturnsController],
  providers: [ContractDayReportQuery, AnalyticsQuery, Gstr1Query],
})
export class ReportsModule {}
