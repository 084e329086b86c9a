import { Alert, Button, Card, FileInput, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  SignedTreeHead,
  keptHeadOf,
  merkleLeafHash,
  verifyAuditExport,
  verifyInclusion,
  verifyLogGrowth,
  verifyTreeHead,
} from '@samvida/machines';
import { useState } from 'react';
import * as z from 'zod/mini';
import { apiGet, errorMessage } from '@/api/client';
import { exportFailureText } from './lib/export-failure';

type Outcome = { ok: boolean; text: string } | null;
type Refusal = { ok: false; text: string };

const PublicKey = z.object({ publicKey: z.string() });
const Inclusion = z.object({ leafIndex: z.number(), leafHash: z.string(), path: z.array(z.string()) });
const Head = z.custom<SignedTreeHead>((value) => SignedTreeHead.safeParse(value).success);
const Consistency = z.object({ proof: z.array(z.string()) });

// The published key and the current head, checked against each other.
async function signedHead(): Promise<{ publicKey: string; head: SignedTreeHead } | Refusal> {
  const [{ publicKey }, head] = await Promise.all([
    apiGet('Audit/PublicKey', PublicKey),
    apiGet('Audit/TreeHead', Head),
  ]);
  if (!(await verifyTreeHead(head, publicKey)))
    return { ok: false, text: 'The tree head is not signed by the published key.' };
  return { publicKey, head };
}

// Checks one event hash against the current signed head, in this browser.
async function checkEventHash(eventHash: string): Promise<Outcome> {
  const signed = await signedHead();
  if ('text' in signed) return signed;
  const { head } = signed;
  const proof = await apiGet('Audit/InclusionProof', Inclusion, { eventHash, treeSize: head.treeSize });
  const leaf = await merkleLeafHash(eventHash);
  const included =
    leaf === proof.leafHash && (await verifyInclusion(leaf, proof.leafIndex, head.treeSize, proof.path, head.rootHash));
  return included
    ? {
        ok: true,
        text: `The event is leaf ${proof.leafIndex} of the signed log of ${head.treeSize} events (signed ${head.timestamp}).`,
      }
    : { ok: false, text: 'The inclusion proof does not lead to the signed root.' };
}

// Checks an exported history, and that its signer is the key this server publishes.
async function checkExport(file: File): Promise<Outcome> {
  const exported: unknown = JSON.parse(await file.text());
  const { publicKey } = await apiGet('Audit/PublicKey', PublicKey);
  if ((exported as { publicKey?: string }).publicKey !== publicKey)
    return { ok: false, text: 'The export is signed with a key this server does not publish.' };
  const result = await verifyAuditExport(exported);
  return result.ok
    ? { ok: true, text: `All ${result.events} events verified against the signed log of ${result.treeSize} events.` }
    : { ok: false, text: `Failed (${result.step}): ${exportFailureText(result)}` };
}

// Checks that the current signed log extends a head the user kept (a head, or an export's).
async function checkKeptHead(file: File): Promise<Outcome> {
  const kept = keptHeadOf(JSON.parse(await file.text()));
  if (!kept) return { ok: false, text: 'The file holds no signed tree head.' };
  const signed = await signedHead();
  if ('text' in signed) return signed;
  const { publicKey, head } = signed;
  const { proof } =
    kept.treeSize <= head.treeSize
      ? await apiGet('Audit/ConsistencyProof', Consistency, { first: kept.treeSize, second: head.treeSize })
      : { proof: [] };
  const growth = await verifyLogGrowth(kept, head, proof, publicKey);
  return growth.ok
    ? { ok: true, text: `The signed log of ${growth.to} events extends the head of ${growth.from} events you kept.` }
    : { ok: false, text: `Not consistent: ${growth.reason}.` };
}

// /VerifyLog (no sign-in): anyone checks an event hash or a whole export against the signed log,
// and that the log only grew since a head they kept.
export function VerifyLogRoute() {
  const [eventHash, setEventHash] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [keptFile, setKeptFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = (check: () => Promise<Outcome>) =>
    void check().then(setOutcome, (error: unknown) => setOutcome({ ok: false, text: errorMessage(error) }));
  return (
    <Stack gap="md" maw={720} mx="auto" p="md">
      <title>Verify the audit log · Samvida</title>
      <Title order={1}>Verify the audit log</Title>
      <Text size="sm">
        Every event of every contract is a leaf of one Merkle tree (RFC 9162). Samvida signs its tree heads with an
        Ed25519 key it publishes. This page checks them in your browser; nothing here needs an account.
      </Text>
      <Card>
        <Stack gap="xs">
          <TextInput
            label="Event hash (64 hex characters)"
            value={eventHash}
            onChange={(e) => setEventHash(e.currentTarget.value.trim())}
          />
          <Button onClick={() => run(() => checkEventHash(eventHash))} disabled={!/^[0-9a-f]{64}$/.test(eventHash)}>
            Check the event
          </Button>
        </Stack>
      </Card>
      <Card>
        <Stack gap="xs">
          <FileInput label="Exported history (.json)" accept="application/json" value={file} onChange={setFile} />
          <Button onClick={() => file && run(() => checkExport(file))} disabled={!file}>
            Check the export
          </Button>
        </Stack>
      </Card>
      <Card>
        <Stack gap="xs">
          <Text size="sm">
            Keep a tree head (from api/Audit/TreeHead, or any export) and check later that the log only grew from it.
          </Text>
          <FileInput
            label="Tree head or export you kept (.json)"
            accept="application/json"
            value={keptFile}
            onChange={setKeptFile}
          />
          <Button onClick={() => keptFile && run(() => checkKeptHead(keptFile))} disabled={!keptFile}>
            Check the log grew from it
          </Button>
        </Stack>
      </Card>
      {outcome && (
        <Alert
          color={outcome.ok ? 'teal' : 'red'}
          title={outcome.ok ? 'Verified' : 'Not verified'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
