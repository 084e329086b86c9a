import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { verifyAuditExport, type ExportCheck } from '@samvida/machines';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { fetchFile } from '@/api/files';
import { notify } from '@/components/ui/notify';
import { fetchExport } from '../api/audit';
import { EXPORT_STEP, exportFailureText } from '../lib/export-failure';

// Re-checks the contract's history in this browser with WebCrypto, trusting nothing the server
// computed: the signed tree head, the stream's head in it (no event missing after the last), every
// event's hash chain link and its Merkle inclusion proof.
export function VerifyPanel({ agreementId }: { agreementId: string }) {
  const [result, setResult] = useState<ExportCheck | { error: string } | null>(null);
  const [exported, setExported] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const data = await fetchExport(agreementId);
      setExported(data);
      setResult(await verifyAuditExport(data));
    } catch (error) {
      setResult({ error: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }));
    Object.assign(document.createElement('a'), { href: url, download: `contract-${agreementId}-export.json` }).click();
    URL.revokeObjectURL(url);
  };
  const downloadReport = async () => {
    try {
      const blob = await fetchFile(`/api/Audit/Report?agId=${agreementId}`);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: `audit-report-${agreementId}.pdf` }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(errorMessage(error), 'Error');
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Your browser downloads the history and recomputes every hash itself. To check it offline, download the export
        and run <code>npm run verify -- export.json --public-key &lt;key&gt;</code>.
      </Text>
      <Group gap="xs">
        <Button onClick={() => void check()} loading={busy}>
          Verify in this browser
        </Button>
        <Button variant="default" onClick={download} disabled={!exported}>
          Download export
        </Button>
        <Button variant="default" onClick={() => void downloadReport()}>
          PDF audit report
        </Button>
      </Group>
      {result && 'error' in result && (
        <Alert color="red" title="Could not verify" role="alert">
          {result.error}
        </Alert>
      )}
      {result && 'ok' in result && result.ok && (
        <Alert color="teal" title="Verified" role="status">
          All {result.events} events recomputed: the chain is intact, none is missing after the last, and every event is
          in the signed log of {result.treeSize} events (root {result.rootHash.slice(0, 16)}…).
        </Alert>
      )}
      {result && 'ok' in result && !result.ok && (
        <Alert color="red" title={EXPORT_STEP[result.step]} role="alert">
          {exportFailureText(result)}
        </Alert>
      )}
    </Stack>
  );
}
