import { groupByDashboardTab, sumAmounts } from '@samvida/machines';
import type { AgreementRow } from '../api/agreements';
import type { ClientReport } from '../api/client-report';

export interface DashboardStats {
  total: number;
  active: number;
  awaiting: number;
  // Contracts created this calendar month and the month before, for the change figure.
  thisMonth: number;
  lastMonth: number;
}

export function agreementStats(rows: readonly AgreementRow[], now = new Date()): DashboardStats {
  const groups = groupByDashboardTab(rows, (row) => row.status);
  const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();
  const current = monthIndex(now);
  const createdIn = (offset: number) =>
    rows.filter((row) => monthIndex(new Date(row.createdOn)) === current - offset).length;
  return {
    total: groups.Draft.length + groups.Proposed.length + groups.Active.length + groups.Expired.length,
    active: groups.Active.length,
    awaiting: groups.Proposed.length,
    thisMonth: createdIn(0),
    lastMonth: createdIn(1),
  };
}

// "+25% vs last month", or how many are new when last month had none.
export function monthChange({ thisMonth, lastMonth }: Pick<DashboardStats, 'thisMonth' | 'lastMonth'>): string {
  if (lastMonth === 0) return `${thisMonth} new this month`;
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}% vs last month`;
}

// The value of all the user's contracts, as seller and as buyer (exact).
export const totalContractValue = (report: ClientReport) =>
  sumAmounts([report.totalSellerContractAmount, report.totalBuyerContractAmount]);
