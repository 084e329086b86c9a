import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { dashboardTab } from '@samvida/machines';
import { Link } from 'react-router';
import type { AgreementDetail } from '../api/agreement-detail';
import { StatusBadge } from './status-badge';

// A draft editor's title, the agreement's number, counterparty and status.
export function DraftHeader({ heading, detail }: { heading: string; detail: AgreementDetail }) {
  const counterparty = detail.userRole === 'seller' ? detail.buyer : detail.seller;
  return (
    <Stack gap="xs">
      <title>{`${heading} ${detail.agreementUID} · Samvida`}</title>
      <Title order={1}>{heading}</Title>
      <Group gap="xs">
        <Text fw={600}>{detail.agreementUID}</Text>
        <Text c="dimmed">{detail.contractType}</Text>
        <StatusBadge status={detail.status} />
        <Text size="sm" c="dimmed">
          with {counterparty?.usrName ?? detail.counterpartyContact ?? 'the other party'}
        </Text>
      </Group>
      {dashboardTab(detail.status) !== 'Draft' && (
        // Past its draft (the dashboard lists it elsewhere), an agreement is negotiated on its detail screen.
        <Alert color="blue" title="This agreement is no longer a draft">
          <Anchor component={Link} to={`/DetailAgreement?agreementId=${detail.id}`}>
            Open the agreement details
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
