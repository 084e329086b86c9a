import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { CsvDownload } from '@/components/ui/csv-download';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { formatInr } from '@/lib/format';
import { useAnalytics, type Analytics } from '../api/analytics';
import { NoData } from './no-data';
import { SectionCard } from './section-card';

type Row = Record<string, string | number>;

const money = (value: number) => formatInr(value);

function Chart({
  title,
  file,
  csv,
  data,
  dataKey,
  series,
  kind = 'bar',
}: {
  title: string;
  file: string;
  csv: readonly Row[];
  data: Row[];
  dataKey: string;
  series: { name: string; color: string }[];
  kind?: 'bar' | 'area';
}) {
  const Component = kind === 'area' ? AreaChart : BarChart;
  return (
    <SectionCard title={title} aside={<CsvDownload filename={file} rows={csv} />}>
      {data.length === 0 ? (
        <NoData />
      ) : (
        <Component
          h={240}
          data={data}
          dataKey={dataKey}
          series={series}
          withLegend
          valueFormatter={money}
          yAxisProps={{ width: 96 }}
        />
      )}
    </SectionCard>
  );
}

const monthsOf = (analytics: Analytics, pick: (m: Analytics['months'][number]) => Row) =>
  analytics.months.map((m) => ({ month: m.month, ...pick(m) }));

// /AnalyticsPage for report viewers: five charts, each with the figures behind it as CSV.
export function AnalyticsCharts() {
  const analytics = useAnalytics();
  if (analytics.error) {
    return (
      <QueryError title="Could not load analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
    );
  }
  if (!analytics.data) return <PageLoader label="Loading analytics" />;
  const a = analytics.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Chart
        title="Contract value trend"
        file="contract-value-by-month.csv"
        csv={a.months.map(({ month, contractValue }) => ({ month, contractValue }))}
        data={monthsOf(a, (m) => ({ 'Contract value': Number(m.contractValue) }))}
        dataKey="month"
        series={[{ name: 'Contract value', color: 'brand.7' }]}
        kind="area"
      />
      <Chart
        title="Invoices raised vs cleared"
        file="invoices-by-month.csv"
        csv={a.months.map(({ month, invoicesRaised, invoicesCleared }) => ({ month, invoicesRaised, invoicesCleared }))}
        data={monthsOf(a, (m) => ({ Raised: Number(m.invoicesRaised), Cleared: Number(m.invoicesCleared) }))}
        dataKey="month"
        series={[
          { name: 'Raised', color: 'saffron.7' },
          { name: 'Cleared', color: 'teal.7' },
        ]}
      />
      <Chart
        title="Cash in and out"
        file="cash-by-month.csv"
        csv={a.months.map(({ month, cashIn, cashOut }) => ({ month, cashIn, cashOut }))}
        data={monthsOf(a, (m) => ({ 'Cash in': Number(m.cashIn), 'Cash out': Number(m.cashOut) }))}
        dataKey="month"
        series={[
          { name: 'Cash in', color: 'teal.7' },
          { name: 'Cash out', color: 'red.7' },
        ]}
      />
      <Chart
        title="Unpaid notes by age"
        file="unpaid-notes-by-age.csv"
        csv={a.unpaidNotes}
        data={
          a.unpaidNotes.some((b) => b.notes > 0)
            ? a.unpaidNotes.map((b) => ({ bucket: b.bucket, Outstanding: Number(b.outstanding) }))
            : []
        }
        dataKey="bucket"
        series={[{ name: 'Outstanding', color: 'red.7' }]}
      />
      <Chart
        title="By counterparty"
        file="by-counterparty.csv"
        csv={a.counterparties.map(({ name, contracts, contractValue, invoiced, cleared }) => ({
          name,
          contracts,
          contractValue,
          invoiced,
          cleared,
        }))}
        data={a.counterparties.map((c) => ({
          name: c.name,
          Value: Number(c.contractValue),
          Invoiced: Number(c.invoiced),
          Cleared: Number(c.cleared),
        }))}
        dataKey="name"
        series={[
          { name: 'Value', color: 'brand.7' },
          { name: 'Invoiced', color: 'saffron.7' },
          { name: 'Cleared', color: 'teal.7' },
        ]}
      />
    </SimpleGrid>
  );
}
