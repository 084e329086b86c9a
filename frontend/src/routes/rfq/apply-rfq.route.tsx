import { Alert, Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PreviewAside } from '@/components/document/preview-aside';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { clearHandoffData, getHandoffData } from '@/lib/handoff';
import { useSession } from '@/lib/session';
import { useProposalActions } from './api/proposal-actions';
import { useProposalDetail } from './api/proposal-detail';
import { useProposalResponses } from './api/proposal-responses';
import { ApplyForm } from './components/apply-form';
import { QuotationPreview } from './components/quotation-preview';
import { useProposalId } from './hooks/use-proposal-id';
import { viewOfDetail } from './lib/quotation-view';

// /ApplyRFQ?proposalId=: a seller quotes on an RFQ; the answer is their draft agreement.
export function ApplyRfqRoute() {
  const proposalId = useProposalId();
  useEffect(() => {
    // The dashboard's invite list hands the RFQ over as handoff data; it is read fresh here instead.
    if (getHandoffData()?.proposalUID !== undefined) clearHandoffData();
  }, []);

  return (
    <Stack gap="lg">
      <title>Apply for Proposal · Samvida</title>
      <Title order={1}>Apply for Proposal</Title>
      {proposalId ? (
        <Apply proposalId={proposalId} />
      ) : (
        <Alert color="blue" title="No RFQ chosen">
          Choose an RFQ to quote on from your{' '}
          <Anchor component={Link} to="/AllRFQ">
            RFQ list
          </Anchor>
          .
        </Alert>
      )}
    </Stack>
  );
}

function Apply({ proposalId }: { proposalId: string }) {
  const { userId } = useSession();
  const detail = useProposalDetail(proposalId);
  const actions = useProposalActions(proposalId);
  const responses = useProposalResponses(proposalId);

  const failed = detail.error ?? actions.error ?? responses.error;
  if (failed)
    return (
      <QueryError
        title="Not able to fetch proposal data"
        error={failed}
        onRetry={() => void Promise.all([detail.refetch(), actions.refetch(), responses.refetch()])}
      />
    );
  if (!detail.data || !actions.data || !responses.data) return <LoadingData />;

  const mine = responses.data.find((response) => response.seller.usrId === userId);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        {mine ? (
          <Alert color="green" title="You have already applied to this proposal.">
            Your quotation became a draft agreement.{' '}
            <Anchor component={Link} to={`/draftAgreement?agreementId=${encodeURIComponent(mine.agreementId)}`}>
              Open your draft agreement
            </Anchor>
          </Alert>
        ) : actions.data.can('ApplyForProposal') ? (
          <ApplyForm detail={detail.data} />
        ) : (
          <Alert color="blue" title="Not taking quotations">
            <Text size="sm">
              {detail.data.proposalUID} is {detail.data.statusLabel.toLowerCase()}; it is not open for your quotation
              now.
            </Text>
          </Alert>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <PreviewAside title="The RFQ">
          <QuotationPreview view={viewOfDetail(detail.data)} />
        </PreviewAside>
      </Grid.Col>
    </Grid>
  );
}
