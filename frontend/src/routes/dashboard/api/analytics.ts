import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';

// GET api/Business/Analytics: the caller's contracts by month, unpaid notes by age, by counterparty.
const Analytics = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      contractValue: z.string(),
      invoicesRaised: z.string(),
      invoicesCleared: z.string(),
      cashIn: z.string(),
      cashOut: z.string(),
    }),
  ),
  unpaidNotes: z.array(z.object({ bucket: z.string(), notes: z.number(), outstanding: z.string() })),
  counterparties: z.array(
    z.object({
      counterpartyId: z.string(),
      name: z.string(),
      contracts: z.number(),
      contractValue: z.string(),
      invoiced: z.string(),
      cleared: z.string(),
    }),
  ),
});
export type Analytics = z.output<typeof Analytics>;

export function useAnalytics() {
  return useQuery({ queryKey: ['dashboard', 'analytics'], queryFn: () => apiGet('Business/Analytics', Analytics) });
}
