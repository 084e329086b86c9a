import { AreaChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { formatInr } from '@/lib/format';
import { useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import type { AgreementRow } from '../api/agreements';
import { TREND_PERIODS, type TrendPeriod, valueTrend } from '../lib/value-trend';
import { NoData } from './no-data';
import { SectionCard } from './section-card';

interface ValueTrendCardProps {
  agreements: AgreementRow[] | undefined;
  error: unknown;
}

// Contract value created per month, quarter or financial year, from the user's agreements.
export function ValueTrendCard({ agreements, error }: ValueTrendCardProps) {
  const [period, setPeriod] = useState<TrendPeriod>('Monthly');
  const points = agreements && valueTrend(agreements, period);

  return (
    <SectionCard
      title="Contract Value Trend"
      aside={
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as TrendPeriod)}
          data={[...TREND_PERIODS]}
          aria-label="Trend period"
        />
      }
    >
      {error ? (
        <QueryError title="Could not load your contracts" error={error} />
      ) : !points ? (
        <PageLoader label="Loading the trend" />
      ) : points.every((point) => point.value === 0) ? (
        <NoData />
      ) : (
        <AreaChart
          h={240}
          data={points}
          dataKey="period"
          series={[{ name: 'value', label: 'Contract value', color: 'brand.7' }]}
          valueFormatter={(value) => formatInr(value)}
          curveType="monotone"
          withDots={false}
          yAxisProps={{ width: 96 }}
          aria-label={`Contract value ${period.toLowerCase()}`}
        />
      )}
    </SectionCard>
  );
}
