import { compareDecimals, sumAmounts } from '@samvida/machines';
import type { AgreementRow } from '../api/agreements';

export const TREND_PERIODS = ['Monthly', 'Quarterly', 'Yearly'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

export interface TrendPoint {
  period: string;
  // ₹, summed exactly and converted for plotting only.
  value: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SPAN: Record<TrendPeriod, number> = { Monthly: 12, Quarterly: 8, Yearly: 5 };

// Buckets follow India's financial year (April to March): Q1 is April-June.
const financialYear = (year: number, month: number) => (month >= 3 ? year : year - 1);
const fyLabel = (startYear: number) => `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

// A bucket index that grows by one per period, and its label.
function bucketOf(date: Date, period: TrendPeriod): { index: number; label: string } {
  const year = date.getFullYear();
  const month = date.getMonth();
  const fy = financialYear(year, month);
  if (period === 'Monthly') return { index: year * 12 + month, label: `${MONTHS[month]} ${year}` };
  if (period === 'Yearly') return { index: fy, label: fyLabel(fy) };
  const quarter = Math.floor(((month + 9) % 12) / 3); // April → 0
  return { index: fy * 4 + quarter, label: `Q${quarter + 1} ${fyLabel(fy)}` };
}

// Contract value created per month, quarter or financial year, over the recent periods up to `now`.
export function valueTrend(rows: readonly AgreementRow[], period: TrendPeriod, now = new Date()): TrendPoint[] {
  const last = bucketOf(now, period).index;
  const first = last - SPAN[period] + 1;
  const amounts = new Map<number, string[]>();
  const labels = new Map<number, string>();
  for (const row of rows) {
    if (row.totalValue == null) continue;
    const { index } = bucketOf(new Date(row.createdOn), period);
    if (index < first || index > last) continue;
    amounts.set(index, [...(amounts.get(index) ?? []), String(row.totalValue)]);
  }
  // Label every bucket in range, also the empty ones, by stepping back from `now`.
  for (let cursor = new Date(now.getFullYear(), now.getMonth(), 1); labels.size < SPAN[period];) {
    const bucket = bucketOf(cursor, period);
    labels.set(bucket.index, bucket.label);
    cursor = new Date(cursor.getFullYear(), cursor.getMonth() - 1, 1);
  }
  return [...labels.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, label]) => ({ period: label, value: Number(sumAmounts(amounts.get(index) ?? [])) }));
}

// The agreements with a value, highest first.
export function topByValue(rows: readonly AgreementRow[], count: number): AgreementRow[] {
  return rows
    .filter((row) => row.totalValue != null)
    .sort((a, b) => compareDecimals(b.totalValue ?? 0, a.totalValue ?? 0))
    .slice(0, count);
}
