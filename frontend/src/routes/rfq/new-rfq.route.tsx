import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClientInfo } from '@/api/client-info';
import { PreviewAside } from '@/components/document/preview-aside';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { LoadingData } from '@/components/ui/loading-data';
import { QueryError } from '@/components/ui/query-error';
import { RoleNotice } from '@/components/ui/role-notice';
import { clearHandoffData, getHandoffData, handoffRedirect, setHandoffData } from '@/lib/handoff';
import { isSignedIn, useSession } from '@/lib/session';
import { useMemberMay } from '@/lib/use-member-may';
import { useProposalDetail } from './api/proposal-detail';
import { QuotationPreview } from './components/quotation-preview';
import { RfqAssistant } from './components/rfq-assistant';
import { RfqDetailsSection } from './components/rfq-details-section';
import { RfqDurationSection } from './components/rfq-duration-section';
import { RfqItemsSection } from './components/rfq-items-section';
import { RfqTermsSection } from './components/rfq-terms-section';
import { useRfqEditor } from './hooks/use-rfq-editor';
import { saveErrorMessage } from './hooks/use-save-rfq';
import { viewOfDraft } from './lib/quotation-view';
import { draftFromDetail, newRfqDraft, readRfqHandoff, type RfqDraft } from './lib/rfq-draft';

// /NewRFQ: write an RFQ, or go on with one: a guest's draft kept through sign-up, or a saved draft
// the dashboard opens (both arrive as handoff data, which is used up here).
export function NewRfqRoute() {
  const [handoff] = useState(() => readRfqHandoff(getHandoffData()));
  const mayWrite = useMemberMay('negotiate');
  useEffect(() => {
    // Used up: the dashboard must not send the user back here on every visit.
    if (handoffRedirect() === '/NewRFQ') clearHandoffData();
  }, []);

  return (
    <Stack gap="lg">
      <title>Request for Quotation · Samvida</title>
      <div>
        <Title order={1}>Request for Quotation</Title>
        <Text c="dimmed" mt={4}>
          Describe what you need; invited sellers answer with their rates, tax and delivery days.
        </Text>
      </div>
      {mayWrite === false && <RoleNotice />}
      {handoff.kind === 'saved' ? (
        <SavedDraft proposalId={handoff.proposalId} />
      ) : (
        <Editor initial={handoff.kind === 'draft' ? handoff.draft : newRfqDraft()} />
      )}
    </Stack>
  );
}

function SavedDraft({ proposalId }: { proposalId: string }) {
  const detail = useProposalDetail(proposalId);
  if (detail.error)
    return (
      <QueryError title="Could not open the saved RFQ" error={detail.error} onRetry={() => void detail.refetch()} />
    );
  if (detail.isPending) return <LoadingData />;
  return <Editor initial={draftFromDetail(detail.data)} />;
}

function Editor({ initial }: { initial: RfqDraft }) {
  const editor = useRfqEditor(initial);
  const session = useSession();
  const signedIn = isSignedIn(session);
  const me = useClientInfo();
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const requester = me.data?.name ?? session.displayName ?? 'You (sign in to publish)';
  const [saved, setSaved] = useState(false);

  const submit = (publish: boolean) => {
    if (!signedIn) {
      // The dashboard brings the user back here after sign-in (handoff data with inviteOnly).
      setHandoffData({ ...editor.draft });
      void navigate('/Signup');
      return;
    }
    editor.save.mutate(
      { draft: editor.draft, publish },
      {
        onSuccess: () => {
          if (publish) {
            notify('Status is changed successfully');
            void navigate('/Home');
          } else {
            setSaved(true);
            notify('Data added successfully');
          }
        },
        onError: (error) => showMessage('Error', saveErrorMessage(error)),
      },
    );
  };

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <RfqDetailsSection editor={editor} requester={requester} />
            <RfqDurationSection editor={editor} />
            <RfqItemsSection editor={editor} />
            <RfqTermsSection editor={editor} />
            <RfqAssistant editor={editor} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PreviewAside title="Quotation Preview">
            <QuotationPreview view={viewOfDraft(editor.draft, requester)} />
          </PreviewAside>
        </Grid.Col>
      </Grid>
      <Card component="section" aria-label="Publish or save">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed" maw={440}>
            {!signedIn
              ? 'You will sign in or create an account first; this RFQ is kept and reopens afterwards.'
              : saved
                ? 'Saved as a draft. Publish it when it is ready; invited sellers are told then.'
                : 'Publishing opens the RFQ to the sellers you invite; saving keeps it as your draft.'}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              loading={editor.save.isPending && !editor.save.variables?.publish}
              disabled={editor.save.isPending}
              onClick={() => submit(false)}
            >
              Save Quotation
            </Button>
            <Button
              loading={editor.save.isPending && editor.save.variables?.publish}
              disabled={editor.save.isPending}
              onClick={() => submit(true)}
            >
              Publish
            </Button>
          </Group>
        </Group>
      </Card>
    </>
  );
}
