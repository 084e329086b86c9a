import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AnyData, apiGet, apiRequest } from '@/api/client';
import { fetchFile } from '@/api/files';
import { queryKeys } from '@/api/query-keys';

// api/agreements/:id/…: the contract document, signing codes and signatures (docs/api.md "Signatures").

const DocumentInfo = z.object({
  DocumentVersion: z.number(),
  Hash: z.string(),
  FileHash: z.nullable(z.string()),
  FixedAt: z.string(),
});
const SignaturePanel = z.object({
  Required: z.boolean(),
  Document: z.nullable(DocumentInfo),
  Signatures: z.array(
    z.object({ Party: z.string(), SignerName: z.string(), Method: z.string(), SignedAt: z.string() }),
  ),
  SignedByBoth: z.boolean(),
  VoidedCount: z.number(),
  Esign: z.nullable(z.string()),
  // The caller's code still to be entered (a reload keeps it), and the wait before a new one.
  PendingCode: z.nullable(
    z.object({
      ChallengeId: z.string(),
      TransactionId: z.nullable(z.string()),
      SentTo: z.array(z.string()),
      ExpiresAt: z.string(),
    }),
  ),
  NextCodeInSeconds: z.number(),
});
export type SignaturePanel = z.output<typeof SignaturePanel>;
export type PendingCode = NonNullable<SignaturePanel['PendingCode']>;

const base = (agreementId: string) => `agreements/${agreementId}`;
// Under the agreement's key, so its live updates refresh the panel too.
const panelKey = (agreementId: string) => [...queryKeys.agreement(agreementId), 'signatures'] as const;

export function useSignaturePanel(agreementId: string) {
  return useQuery({
    queryKey: panelKey(agreementId),
    queryFn: () => apiGet(`${base(agreementId)}/signatures`, SignaturePanel),
  });
}

// The signing commands; each refreshes the agreement (its actions and this panel) when done.
export function useSigningCalls(agreementId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.agreement(agreementId) });
  return {
    prepare: useMutation({
      mutationFn: () => apiRequest(`${base(agreementId)}/document`, DocumentInfo, { method: 'POST' }),
      onSuccess: refresh,
    }),
    setRequired: useMutation({
      mutationFn: (Required: boolean) =>
        apiRequest(`${base(agreementId)}/signature-setting`, AnyData, { method: 'POST', body: { Required } }),
      onSuccess: refresh,
    }),
    // The code that was sent, or the wait before one may be (a 429), is read back from the panel.
    requestCode: useMutation({
      mutationFn: (Hash: string) =>
        apiRequest(`${base(agreementId)}/signing-code`, AnyData, { method: 'POST', body: { Hash } }),
      onSettled: refresh,
    }),
    // The eSign sandbox sends a code as well; the transaction completes with it (completeEsign).
    startEsign: useMutation({
      mutationFn: (Hash: string) =>
        apiRequest(`${base(agreementId)}/esign`, AnyData, { method: 'POST', body: { Hash } }),
      onSettled: refresh,
    }),
    // A wrong code may have been the last try: the panel says whether the code is still pending.
    sign: useMutation({
      mutationFn: (body: { ChallengeId: string; Code: string }) =>
        apiRequest(`${base(agreementId)}/sign`, AnyData, { method: 'POST', body }),
      onSettled: refresh,
    }),
    completeEsign: useMutation({
      mutationFn: (body: { TransactionId: string; Code: string }) =>
        apiRequest(`${base(agreementId)}/esign/complete`, AnyData, { method: 'POST', body }),
      onSettled: refresh,
    }),
  };
}

// Saves the contract document or its signing certificate (the download needs the bearer token).
export async function downloadSigningPdf(
  agreementId: string,
  kind: 'document' | 'certificate' | 'signed-contract',
  version: number,
): Promise<void> {
  const blob = await fetchFile(`/api/${base(agreementId)}/${kind}.pdf?version=${version}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${kind === 'document' ? 'contract' : kind === 'certificate' ? 'signing-certificate' : 'signed-contract'}-${agreementId}-v${version}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
