import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';

// GET api/business/ContractDayReport?agId=: one cumulative row per day (contracts spec §3 Report).
const DayReport = z.array(
  z.object({
    day: z.string(),
    totalValue: z.string(),
    invoiceRaisedTotal: z.string(),
    invoiceCleared: z.string(),
    cashOutFlow: z.string(),
    advanceTotalRaised: z.string(),
    advancePaid: z.string(),
  }),
);
export type DayReport = z.output<typeof DayReport>;

// Under the agreement's key, so a live change to the agreement refreshes the chart.
export function useDayReport(agreementId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['agreement', agreementId, 'day-report'],
    queryFn: () => apiGet('business/ContractDayReport', DayReport, { agId: agreementId }),
    enabled,
  });
}
