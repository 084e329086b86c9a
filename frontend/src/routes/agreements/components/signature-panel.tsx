import { Badge, Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { ApiError, errorMessage } from '@/api/client';
import { notify } from '@/components/ui/notify';
import { offers } from '@/lib/actions';
import {
  downloadSigningPdf,
  type PendingCode,
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
  const { data: panel, dataUpdatedAt } = useSignaturePanel(agreementId);
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
            label="Both parties sign before the buyer starts the contract"
            checked={panel.Required}
            onChange={(event) => calls.setRequired.mutate(event.currentTarget.checked, { onError: failed })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {panel.Required
              ? 'Both parties sign the contract document before the buyer starts the contract.'
              : 'Signing is optional for this contract.'}
          </Text>
        )}
        <DocumentSection
          agreementId={agreementId}
          panel={panel}
          readAt={dataUpdatedAt}
          actions={actions}
          calls={calls}
        />
      </Stack>
    </Card>
  );
}

type Calls = ReturnType<typeof useSigningCalls>;

function DocumentSection({
  agreementId,
  panel,
  readAt,
  actions,
  calls,
}: {
  agreementId: string;
  panel: Panel;
  // When the panel was read (its wait counts from then).
  readAt: number;
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
        The contract document is prepared once every item and term is agreed and no counter-offer is open.
      </Text>
    );
  const download = (kind: 'document' | 'certificate' | 'signed-contract') =>
    downloadSigningPdf(agreementId, kind, document.DocumentVersion).catch(failed);
  return (
    <Stack gap="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">
        Contract document v{document.DocumentVersion}, prepared {shown(document.FixedAt)}
      </Text>
      <Text size="sm" data-testid="document-hash">
        Document SHA-256 (what the parties sign){' '}
        <Text span ff="monospace" size="xs">
          {document.Hash}
        </Text>
      </Text>
      <Text size="sm" data-testid="file-hash">
        File SHA-256 (as downloaded, with the platform's PDF signature){' '}
        {document.FileHash ? (
          <Text span ff="monospace" size="xs">
            {document.FileHash}
          </Text>
        ) : (
          'shown after the next download, which signs the file again'
        )}
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
        <SignSteps hash={document.Hash} panel={panel} readAt={readAt} calls={calls} />
      )}
    </Stack>
  );
}

// The caller's signing: ask for a code (or start the eSign sandbox, which sends one too), then
// enter it. The pending code and the wait come from the panel, so a reload keeps both.
function SignSteps({ hash, panel, readAt, calls }: { hash: string; panel: Panel; readAt: number; calls: Calls }) {
  const pending = panel.PendingCode;
  const wait = useSecondsLeft(panel.NextCodeInSeconds, readAt);
  // A code asked for too soon shows the wait the refreshed panel gives, not an error.
  const ask = { onError: (error: unknown) => (tooSoon(error) ? undefined : failed(error)) };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          disabled={wait > 0}
          loading={calls.requestCode.isPending}
          onClick={() => calls.requestCode.mutate(hash, ask)}
        >
          {pending ? 'Send the code again' : 'Sign with a one-time code'}
        </Button>
        {panel.Esign && (
          <Button
            size="xs"
            variant="light"
            disabled={wait > 0}
            loading={calls.startEsign.isPending}
            onClick={() => calls.startEsign.mutate(hash, ask)}
          >
            Sign with Aadhaar eSign{panel.Esign === 'sandbox' ? ' (sandbox)' : ''}
          </Button>
        )}
      </Group>
      {wait > 0 && (
        <Text size="sm" c="dimmed" data-testid="next-code-wait">
          You can ask for a new code in {wait} s
        </Text>
      )}
      {pending && <CodeEntry key={pending.ChallengeId} pending={pending} calls={calls} />}
    </Stack>
  );
}

function CodeEntry({ pending, calls }: { pending: PendingCode; calls: Calls }) {
  const [code, setCode] = useState('');
  const { ChallengeId, TransactionId } = pending;
  const sign = () =>
    TransactionId
      ? calls.completeEsign.mutate({ TransactionId, Code: code }, { onError: failed })
      : calls.sign.mutate({ ChallengeId, Code: code }, { onError: failed });
  return (
    <Group gap="xs" align="end">
      <TextInput
        label={`Code sent to ${pending.SentTo.join(' and ')}`}
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <Button
        size="sm"
        disabled={code.length !== 6}
        loading={calls.sign.isPending || calls.completeEsign.isPending}
        onClick={sign}
      >
        Sign document
      </Button>
    </Group>
  );
}

const tooSoon = (error: unknown) => error instanceof ApiError && error.httpStatus === 429;

// Whole seconds left of a wait of `seconds` that began at `since` (ms), ticking down to 0.
function useSecondsLeft(seconds: number, since: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil(seconds - Math.max(0, now - since) / 1000));
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return left;
}
