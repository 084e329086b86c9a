import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { formatDate } from '@/lib/format';
import { useProposalActions } from './api/proposal-actions';
import { useProposalDetail } from './api/proposal-detail';
import { useProposalResponses } from './api/proposal-responses';
import { InviteList } from './components/invite-list';
import { InviteTools } from './components/invite-tools';
import { ProposalActionsBar } from './components/proposal-actions-bar';
import { QuotationPreview } from './components/quotation-preview';
import { QuoteComparison } from './components/quote-comparison';
import { ResponseList } from './components/response-list';
import { VendorSearch } from './components/vendor-search';
import { useProposalId } from './hooks/use-proposal-id';
import { viewOfDetail } from './lib/quotation-view';

// /DetailProposal?proposalId=: the RFQ for its owner and its sellers, with what each may do now.
export function DetailProposalRoute() {
  const proposalId = useProposalId();
  return (
    <Stack gap="lg">
      <title>Proposal Details · Samvida</title>
      <Title order={1}>Proposal Details</Title>
      {proposalId ? (
        <Proposal proposalId={proposalId} />
      ) : (
        <Alert color="blue" title="No RFQ chosen">
          Open an RFQ from your{' '}
          <Anchor component={Link} to="/AllRFQ">
            RFQ list
          </Anchor>
          .
        </Alert>
      )}
    </Stack>
  );
}

function Proposal({ proposalId }: { proposalId: string }) {
  const detail = useProposalDetail(proposalId);
  const actions = useProposalActions(proposalId);
  const responses = useProposalResponses(proposalId);
  const [searching, setSearching] = useState(false);

  const failed = detail.error ?? actions.error;
  if (failed)
    return (
      <QueryError
        title="Not able to fetch proposal data"
        error={failed}
        onRetry={() => void Promise.all([detail.refetch(), actions.refetch()])}
      />
    );
  if (!detail.data || !actions.data) return <LoadingData />;

  const rfq = detail.data;
  const offered = actions.data;
  const owner = rfq.role === 'owner';
  const canInvite = offered.can('SendInvite') || offered.can('SendBulkInvite');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {rfq.proposalUID}
            </Text>
            <Badge variant="light" data-testid="proposal-status">
              {rfq.statusLabel}
            </Badge>
            {rfq.inviteOnly && (
              <Badge variant="outline" size="sm">
                Invite only
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {rfq.title || 'Untitled RFQ'} · raised by {owner ? 'you' : rfq.owner.usrName} on {formatDate(rfq.createdOn)}
          </Text>
        </div>
        <ProposalActionsBar detail={rfq} actions={offered} onSearchVendor={() => setSearching(true)} />
      </Group>
      {searching && canInvite && <VendorSearch proposalId={proposalId} onClose={() => setSearching(false)} />}
      <QuotationPreview view={viewOfDetail(rfq)} />
      {canInvite && <InviteTools proposalId={proposalId} />}
      <InviteList proposalId={proposalId} actions={offered} />
      <ResponseList responses={responses} owner={owner} />
      {owner && (responses.data?.length ?? 0) > 0 && (
        <QuoteComparison proposalId={proposalId} canAward={offered.can('AwardLines')} />
      )}
    </Stack>
  );
}
