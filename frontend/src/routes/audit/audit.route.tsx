import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useAgreementRole, useTimeline } from './api/audit';
import { AuditorsPanel } from './components/auditors-panel';
import { TimeTravel } from './components/time-travel';
import { TimelineList } from './components/timeline-list';
import { VerifyPanel } from './components/verify-panel';

// /AuditContract?agId= : one contract's history, its state at any moment, verification and auditors.
export function AuditContractRoute() {
  const [params] = useSearchParams();
  const agreementId = params.get('agId') ?? params.get('agreementId') ?? '';
  const role = useAgreementRole(agreementId);
  const timeline = useTimeline(agreementId);
  const failed = role.error ?? timeline.error;
  if (failed) return <QueryError title="Could not open this contract's history" error={failed} />;
  if (!role.data || !timeline.data) return <PageLoader label="Loading the history" />;
  const party = role.data.userRole !== 'auditor';
  return (
    <Stack gap="md">
      <title>{`Audit ${role.data.agreementUID} · Samvida`}</title>
      <Group gap="xs">
        <Title order={1}>History and audit</Title>
        <Text fw={600}>{role.data.agreementUID}</Text>
        <Text c="dimmed">{role.data.contractType}</Text>
        {!party && <Badge color="gray">Read only (auditor)</Badge>}
      </Group>
      <Tabs defaultValue="timeline" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="timeline">Timeline</Tabs.Tab>
          <Tabs.Tab value="time-travel">Time travel</Tabs.Tab>
          <Tabs.Tab value="verify">Verify</Tabs.Tab>
          {party && <Tabs.Tab value="auditors">Auditors</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="timeline" pt="md">
          <TimelineList entries={timeline.data} />
        </Tabs.Panel>
        <Tabs.Panel value="time-travel" pt="md">
          <TimeTravel agreementId={agreementId} entries={timeline.data} />
        </Tabs.Panel>
        <Tabs.Panel value="verify" pt="md">
          <VerifyPanel agreementId={agreementId} />
        </Tabs.Panel>
        {party && (
          <Tabs.Panel value="auditors" pt="md">
            <AuditorsPanel agreementId={agreementId} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
