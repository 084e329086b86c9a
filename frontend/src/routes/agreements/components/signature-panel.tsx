import { Badge, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { errorMessage } from '@/api/client';
import { notify } from '@/components/ui/notify';
import { offers } from '@/lib/actions';
import {
  downloadSigningPdf,
  type CodeSent,
  type SignaturePanel as Panel,
  useSignaturePanel,
  useSigningCalls,
} from '../api/signatures';

const METHOD: Record<string, string> = {
  'otp-sms': 'one-time code by SMS',
  'otp-email': 'one-time code by e-mail',
  'aadhaar-esign': 'Aadhaar eSign',
  sandbox: 'the eSign sandbox (not a legal signature)',
};

const shown = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const failed = (error: unknown) => notify(errorMessage(error), 'Error');

// The contract document, its signatures and the signing steps of the caller (DESIGN.md "Signing").
export function SignaturePanel({ agreementId, actions }: { agreementId: string; actions: AvailableActions }) {
  const { data: panel } = useSignaturePanel(agreementId);
  const calls = useSigningCalls(agreementId);
  if (!panel) return null;
  return (
    <Card data-testid="signature-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            Signatures
          </Title>
          {panel.SignedByBoth && <Badge color="green">Signed by both</Badge>}
        </Group>
        {offers(actions.agreement, 'RequireSignatures') ? (
          <Switch
            label="Both parties sign before the seller accepts and the buyer starts"
            checked={panel.Required}
            onChange={(event) => calls.setRequired.mutate(event.currentTarget.checked, { onError: failed })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {panel.Required
              ? 'Both parties sign the contract document before the seller accepts and the buyer starts.'
              : 'Signing is optional for this contract.'}
          </Text>
        )}
        <DocumentSection agreementId={agreementId} panel={panel} actions={actions} calls={calls} />
      </Stack>
    </Card>
  );
}

type Calls = ReturnType<typeof useSigningCalls>;

function DocumentSection({
  agreementId,
  panel,
  actions,
  calls,
}: {
  agreementId: string;
  panel: Panel;
  actions: AvailableActions;
  calls: Calls;
}) {
  const document = panel.Document;
  if (!document)
    return offers(actions.agreement, 'FixContractDocument') ? (
      <Button
        w="fit-content"
        loading={calls.prepare.isPending}
        onClick={() => calls.prepare.mutate(undefined, { onError: failed })}
      >
        Prepare contract document
      </Button>
    ) : (
      <Text size="sm">
        {panel.VoidedCount > 0 ? 'The agreed terms changed, so earlier signatures no longer count. ' : ''}
        The contract document is prepared once every item and term is agreed.
      </Text>
    );
  const download = (kind: 'document' | 'certificate' | 'signed-contract') =>
    downloadSigningPdf(agreementId, kind, document.DocumentVersion).catch(failed);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Contract document v{document.DocumentVersion}, prepared {shown(document.FixedAt)} · SHA-256{' '}
        <Text span ff="monospace" size="xs">
          {document.Hash}
        </Text>
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void download('document')}>
          Download document
        </Button>
        <Button variant="default" size="xs" onClick={() => void download('certificate')}>
          Signing certificate
        </Button>
        {panel.SignedByBoth && (
          <Button variant="default" size="xs" onClick={() => void download('signed-contract')}>
            Signed contract with certificate
          </Button>
        )}
      </Group>
      {panel.Signatures.map((signature) => (
        <Text key={signature.Party} size="sm" data-testid={`signed-${signature.Party}`}>
          Signed by the {signature.Party} ({signature.SignerName}) on {shown(signature.SignedAt)} by{' '}
          {METHOD[signature.Method] ?? signature.Method}
        </Text>
      ))}
      {offers(actions.agreement, 'SignContract') && (
        <SignSteps hash={document.Hash} esign={panel.Esign} calls={calls} />
      )}
    </Stack>
  );
}

function SignSteps({ hash, esign, calls }: { hash: string; esign: string | null; calls: Calls }) {
  const [sent, setSent] = useState<CodeSent>();
  const [code, setCode] = useState('');
  const request = () => calls.requestCode.mutate(hash, { onSuccess: ({ data }) => setSent(data), onError: failed });
  const sign = () =>
    sent &&
    calls.sign.mutate(
      { ChallengeId: sent.ChallengeId, Code: code },
      { onSuccess: () => setSent(undefined), onError: failed },
    );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" loading={calls.requestCode.isPending} onClick={request}>
          {sent ? 'Send the code again' : 'Sign with a one-time code'}
        </Button>
        {esign && (
          <Button
            size="xs"
            variant="light"
            loading={calls.esign.isPending}
            onClick={() => calls.esign.mutate(hash, { onError: failed })}
          >
            Sign with Aadhaar eSign{esign === 'sandbox' ? ' (sandbox)' : ''}
          </Button>
        )}
      </Group>
      {sent && (
        <Group gap="xs" align="end">
          <TextInput
            label={`Code sent to ${sent.SentTo.join(' and ')}`}
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button size="sm" disabled={code.length !== 6} loading={calls.sign.isPending} onClick={sign}>
            Sign document
          </Button>
        </Group>
      )}
    </Stack>
  );
}
