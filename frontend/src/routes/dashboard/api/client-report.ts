import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Amount = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => String(value ?? 0)),
);

// GET api/Business/ClientReport: the user's totals as seller and as buyer (spec §3).
const ClientReport = z.object({
  totalSellerContractAmount: Amount,
  totalSellerInvoiceAmount: Amount,
  totalSellerInvoiceAmountCleared: Amount,
  totalBuyerContractAmount: Amount,
  totalBuyerInvoiceAmount: Amount,
  totalBuyerInvoiceAmountCleared: Amount,
  totalCashIn: Amount,
  totalCashOut: Amount,
});
export type ClientReport = z.output<typeof ClientReport>;

export function useClientReport() {
  return useQuery({
    queryKey: queryKeys.clientReport,
    queryFn: () => apiGet('Business/ClientReport', ClientReport),
  });
}
