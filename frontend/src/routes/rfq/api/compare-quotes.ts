import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Seller = z.object({ usrId: z.string(), usrName: z.string() });

// GET api/Business/CompareQuotes?proposalId= (owner): every response's offer per item, the lowest
// marked, the response each item was awarded to (null while undecided), and the sellers whose
// signed or started agreement kept it.
const Comparison = z.object({
  responses: z.array(
    z.object({
      responseId: z.string(),
      agreementId: z.string(),
      seller: Seller,
      advancePercent: z.string(),
      total: z.string(),
    }),
  ),
  items: z.array(
    z.object({
      itemId: z.string(),
      itemTitle: z.string(),
      itemQuantity: z.string(),
      quotes: z.array(
        z.object({
          responseId: z.string(),
          rate: z.string(),
          taxPercent: z.string(),
          completionDays: z.number(),
          currency: z.string(),
          total: z.string(),
          lowest: z.boolean(),
        }),
      ),
      awardedTo: z.nullable(z.string()),
      // Sellers whose signed or started agreement keeps the line although it was awarded elsewhere.
      keptBy: z.array(z.object({ responseId: z.string(), reason: z.string(), text: z.string() })),
    }),
  ),
});
export type Comparison = z.output<typeof Comparison>;

export function useCompareQuotes(proposalId: string) {
  return useQuery({
    queryKey: queryKeys.proposalQuotes(proposalId),
    queryFn: () => apiGet('Business/CompareQuotes', Comparison, { proposalId }),
  });
}
