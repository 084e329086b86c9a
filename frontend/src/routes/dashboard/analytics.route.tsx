import '@mantine/charts/styles.css';
import { Stack } from '@mantine/core';
import { useAgreements } from './api/agreements';
import { useClientReport } from './api/client-report';
import { AnalyticsCharts } from './components/analytics-charts';
import { Gstr1Card } from './components/gstr1-card';
import { ReportCharts } from './components/report-charts';
import { StatCards } from './components/stat-cards';
import { ValueTrendCard } from './components/value-trend-card';
import { WelcomeHeader } from './components/welcome-header';

// /AnalyticsPage: the figures and charts of the dashboard on their own page.
export function AnalyticsRoute() {
  const agreements = useAgreements();
  const report = useClientReport();
  return (
    <Stack gap="lg">
      <WelcomeHeader title="Analytics" />
      <StatCards agreements={agreements} report={report} />
      <ValueTrendCard agreements={agreements.data} error={agreements.error} />
      <ReportCharts report={report.data} error={report.error} onRetry={() => void report.refetch()} />
      <AnalyticsCharts />
      <Gstr1Card />
    </Stack>
  );
}
