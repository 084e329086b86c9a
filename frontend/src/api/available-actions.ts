import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Action = z.object({ command: z.string(), code: z.optional(z.string()) });
const ByEntity = z.record(z.string(), z.array(Action));

// GET api/Business/AvailableActions?agreementId=: exactly what the machines let the caller do now.
// The screens show these actions and no others, so the server never refuses a visible one.
const AvailableActions = z.object({
  agreement: z.array(Action),
  items: ByEntity,
  terms: ByEntity,
  invoices: z.optional(ByEntity),
  notes: z.optional(ByEntity),
  noteItems: z.optional(ByEntity),
  payments: z.optional(ByEntity),
  // Why the caller's next step (sending or starting) waits for another member's approval.
  awaitingApproval: z.optional(z.string()),
});
export type AvailableActions = z.output<typeof AvailableActions>;

export function useAvailableActions(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.agreementActions(agreementId),
    queryFn: () => apiGet('Business/AvailableActions', AvailableActions, { agreementId }),
    enabled: agreementId !== '',
  });
}
