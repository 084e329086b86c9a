import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Group, Text, Title } from '@mantine/core';
import { CsvDownload } from '@/components/ui/csv-download';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { formatInr } from '@/lib/format';
import { useDayReport } from '../api/day-report';

const SERIES = [
  { name: 'Total value', color: 'brand.7' },
  { name: 'Invoices raised', color: 'saffron.7' },
  { name: 'Invoices cleared', color: 'teal.7' },
  { name: 'Cash out', color: 'red.7' },
  { name: 'Advance due', color: 'grape.7' },
  { name: 'Advance paid', color: 'cyan.7' },
];

// The report modal's day series: the contract's money from its first day to today.
export function DayReportChart({ agreementId, opened }: { agreementId: string; opened: boolean }) {
  const report = useDayReport(agreementId, opened);
  if (report.error)
    return (
      <QueryError title="Could not load the day report" error={report.error} onRetry={() => void report.refetch()} />
    );
  if (!report.data) return <PageLoader label="Loading the day report" />;
  const data = report.data.map((row) => ({
    day: row.day,
    'Total value': Number(row.totalValue),
    'Invoices raised': Number(row.invoiceRaisedTotal),
    'Invoices cleared': Number(row.invoiceCleared),
    'Cash out': Number(row.cashOutFlow),
    'Advance due': Number(row.advanceTotalRaised),
    'Advance paid': Number(row.advancePaid),
  }));
  return (
    <section aria-label="Day report">
      <Group justify="space-between" mb={4}>
        <Title order={3} fz="sm">
          Day by day
        </Title>
        <CsvDownload filename={`contract-${agreementId}-days.csv`} rows={report.data} />
      </Group>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No figures yet.
        </Text>
      ) : (
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          series={SERIES}
          withLegend
          curveType="stepAfter"
          valueFormatter={(value) => formatInr(value)}
          yAxisProps={{ width: 96 }}
        />
      )}
    </section>
  );
}
