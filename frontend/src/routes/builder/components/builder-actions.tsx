import { Alert, Anchor, Button, Card, Group, Text } from '@mantine/core';
import { CONTRACT_MESSAGES, CounterpartyContact } from '@samvida/machines';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { useSendContract } from '@/api/send-contract';
import { useShowMessage } from '@/components/ui/message-modal';
import { notify } from '@/components/ui/notify';
import { setHandoffData, setTemplateName } from '@/lib/handoff';
import { type BuilderDraft, linesWithBadNumbers, sendContractBody, untitledLines } from '../lib/builder-draft';

interface Done {
  published: boolean;
  agreementId: string;
}

// 'Send to Counterparty' and 'Save porposal' (spelling as the spec shows it), usable once: then
// 'Contract Sent' or 'Proposal Saved' and both disabled. A guest keeps the draft and signs up first.
export function BuilderActions({ draft, signedIn }: { draft: BuilderDraft; signedIn: boolean }) {
  const send = useSendContract();
  const [done, setDone] = useState<Done | null>(null);
  const showMessage = useShowMessage();
  const navigate = useNavigate();

  const submit = (publish: boolean) => {
    if (!CounterpartyContact.safeParse(draft.counterpartyContact).success) {
      showMessage('Error', CONTRACT_MESSAGES.counterpartyMissing);
      return;
    }
    if (untitledLines(draft).length > 0) {
      showMessage('Error', 'Every line item needs a title. Add one, or remove the item.');
      return;
    }
    if (linesWithBadNumbers(draft).length > 0) {
      showMessage('Error', 'Correct the quantity, rate or tax marked in red before sending.');
      return;
    }
    if (!signedIn) {
      // The dashboard brings the user back here after sign-in (handoff data with counterpartyDetails).
      setTemplateName(draft.templateName);
      setHandoffData({ ...draft });
      void navigate('/Signup');
      return;
    }
    send.mutate(sendContractBody(draft, publish), {
      onSuccess: ({ data, message }) => {
        setDone({ published: publish, agreementId: data.id });
        notify(message ?? 'Data added successfully');
        if (publish) void navigate(`/DetailAgreement?agreementId=${encodeURIComponent(data.id)}`);
      },
      onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
    });
  };

  const locked = done !== null || send.isPending;
  return (
    <Card component="section" aria-label="Send or save">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" maw={420}>
          {signedIn
            ? 'Sending proposes the contract to the counterparty; saving keeps it as your draft.'
            : 'You will sign in or create an account first; this draft is kept and reopens afterwards.'}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={locked}
            loading={send.isPending && send.variables?.Publish === false}
            onClick={() => submit(false)}
          >
            {done && !done.published ? 'Proposal Saved' : 'Save porposal'}
          </Button>
          <Button
            disabled={locked}
            loading={send.isPending && send.variables?.Publish === true}
            onClick={() => submit(true)}
          >
            {done?.published ? 'Contract Sent' : 'Send to Counterparty'}
          </Button>
        </Group>
      </Group>
      {done && !done.published && (
        <Alert color="green" mt="md" title="Proposal Saved">
          The contract is saved as a draft.{' '}
          <Anchor component={Link} to={`/draftD2C?agreementId=${encodeURIComponent(done.agreementId)}`}>
            Open the draft
          </Anchor>{' '}
          to review it and publish it to the counterparty.
        </Alert>
      )}
    </Card>
  );
}
