import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { formatInr } from '@/lib/format';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import type { ClientReport } from '../api/client-report';
import { NoData } from './no-data';
import { SectionCard } from './section-card';

interface ReportChartsProps {
  report: ClientReport | undefined;
  error: unknown;
  onRetry: () => void;
}

const ROLE_SERIES = [
  { name: 'Value', color: 'brand.7' },
  { name: 'Invoice raised', color: 'saffron.7' },
  { name: 'Invoice cleared', color: 'teal.7' },
  { name: 'Cash flow', color: 'grape.7' },
];

// Bars of the client report: value, invoices and cash flow per role, and cash in against cash out.
export function ReportCharts({ report, error, onRetry }: ReportChartsProps) {
  if (error) return <QueryError title="Could not load your report" error={error} onRetry={onRetry} />;
  if (!report) return <PageLoader label="Loading your report" />;

  const byRole = [
    {
      role: 'As seller',
      Value: Number(report.totalSellerContractAmount),
      'Invoice raised': Number(report.totalSellerInvoiceAmount),
      'Invoice cleared': Number(report.totalSellerInvoiceAmountCleared),
      'Cash flow': Number(report.totalCashIn),
    },
    {
      role: 'As buyer',
      Value: Number(report.totalBuyerContractAmount),
      'Invoice raised': Number(report.totalBuyerInvoiceAmount),
      'Invoice cleared': Number(report.totalBuyerInvoiceAmountCleared),
      'Cash flow': Number(report.totalCashOut),
    },
  ];
  const cash = [{ flow: 'Cash', 'Cash In': Number(report.totalCashIn), 'Cash Out': Number(report.totalCashOut) }];
  const allZero = (rows: Record<string, string | number>[]) =>
    rows.every((row) => Object.values(row).every((value) => typeof value === 'string' || value === 0));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title="Contracts and invoices">
        {allZero(byRole) ? (
          <NoData />
        ) : (
          <BarChart
            h={240}
            data={byRole}
            dataKey="role"
            series={ROLE_SERIES}
            withLegend
            valueFormatter={(value) => formatInr(value)}
            yAxisProps={{ width: 96 }}
          />
        )}
      </SectionCard>
      <SectionCard title="Cash flow">
        {allZero(cash) ? (
          <NoData />
        ) : (
          <BarChart
            h={240}
            data={cash}
            dataKey="flow"
            series={[
              { name: 'Cash In', color: 'teal.7' },
              { name: 'Cash Out', color: 'red.7' },
            ]}
            withLegend
            valueFormatter={(value) => formatInr(value)}
            yAxisProps={{ width: 96 }}
          />
        )}
      </SectionCard>
    </SimpleGrid>
  );
}
