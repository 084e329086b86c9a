import '@mantine/charts/styles.css';
import { Grid, Stack } from '@mantine/core';
import { QueryError } from '@/components/ui/query-error';
import { useAgreements, useAttentionIds } from './api/agreements';
import { useClientReport } from './api/client-report';
import { ContractStatusTabs } from './components/contract-status-tabs';
import { QuickActions } from './components/quick-actions';
import { ReportCharts } from './components/report-charts';
import { RfqTabs } from './components/rfq-tabs';
import { StatCards } from './components/stat-cards';
import { TopContracts } from './components/top-contracts';
import { ValueTrendCard } from './components/value-trend-card';
import { WelcomeHeader } from './components/welcome-header';
import { useHandoffRedirect } from './hooks/use-handoff-redirect';

// /Home: the dashboard. Every figure comes from the user's data; live pushes refresh it.
export function HomeRoute() {
  useHandoffRedirect();
  const agreements = useAgreements();
  const report = useClientReport();
  const attention = useAttentionIds();

  return (
    <Stack gap="lg">
      <WelcomeHeader title="Dashboard" />
      <QuickActions />
      <StatCards agreements={agreements} report={report} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ValueTrendCard agreements={agreements.data} error={agreements.error} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TopContracts agreements={agreements.data} error={agreements.error} />
        </Grid.Col>
      </Grid>
      <ReportCharts report={report.data} error={report.error} onRetry={() => void report.refetch()} />
      {attention.error && <QueryError title="Could not check which contracts need attention" error={attention.error} />}
      <ContractStatusTabs
        agreements={agreements.data}
        error={agreements.error}
        onRetry={() => void agreements.refetch()}
        attention={attention.data}
      />
      <RfqTabs />
    </Stack>
  );
}
