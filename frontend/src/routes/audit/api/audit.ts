import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementState } from '@samvida/machines';
import * as z from 'zod/mini';
import { AnyData, apiGet, apiRequest } from '@/api/client';

const key = (agreementId: string, ...rest: (string | number)[]) => ['agreement', agreementId, 'audit', ...rest];

const Role = z.object({ userRole: z.string(), agreementUID: z.string(), contractType: z.string() });

const TimelineEntry = z.object({
  position: z.number(),
  streamId: z.string(),
  version: z.number(),
  type: z.string(),
  at: z.string(),
  actorRole: z.string(),
  text: z.string(),
  hash: z.string(),
});
export type TimelineEntry = z.output<typeof TimelineEntry>;

const StateAt = z.object({
  version: z.number(),
  latestVersion: z.number(),
  type: z.string(),
  at: z.string(),
  state: z.custom<AgreementState>((value) => typeof value === 'object' && value !== null),
});
export type StateAt = z.output<typeof StateAt>;

const Auditors = z.object({
  auditors: z.array(
    z.object({
      auditorId: z.string(),
      name: z.string(),
      contact: z.nullable(z.string()),
      until: z.nullable(z.string()),
    }),
  ),
  invitations: z.array(z.object({ contact: z.string(), until: z.nullable(z.string()) })),
});

const Reads = z.array(z.object({ auditorId: z.string(), name: z.string(), what: z.string(), at: z.string() }));

export const useAgreementRole = (agreementId: string) =>
  useQuery({
    queryKey: key(agreementId, 'role'),
    queryFn: () => apiGet('Business/GetUserAgreementDetail', Role, { agreementId }),
  });

export const useTimeline = (agreementId: string) =>
  useQuery({
    queryKey: key(agreementId, 'timeline'),
    queryFn: () => apiGet('Audit/Timeline', z.array(TimelineEntry), { agId: agreementId }),
  });

export const useStateAt = (agreementId: string, version: number) =>
  useQuery({
    queryKey: key(agreementId, 'state', version),
    queryFn: () => apiGet('Audit/StateAt', StateAt, { agId: agreementId, version }),
    enabled: version > 0,
  });

// The export is checked in the browser; its shape is the verifier's business, so it stays unknown here.
export const fetchExport = (agreementId: string) => apiGet('Audit/Export', z.unknown(), { agId: agreementId });

export const useAuditors = (agreementId: string, enabled: boolean) =>
  useQuery({
    queryKey: key(agreementId, 'auditors'),
    queryFn: () => apiGet('Audit/Auditors', Auditors, { agId: agreementId }),
    enabled,
  });

export const useReadLog = (agreementId: string, enabled: boolean) =>
  useQuery({
    queryKey: key(agreementId, 'reads'),
    queryFn: () => apiGet('Audit/ReadLog', Reads, { agId: agreementId }),
    enabled,
  });

export function useAuditorCommand(agreementId: string, command: 'GrantAuditorAccess' | 'RevokeAuditorAccess') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`Audit/${command}`, AnyData, { method: 'POST', body: { AgreementId: agreementId, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(agreementId) }),
  });
}
