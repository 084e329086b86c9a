import { PAYMENT_TYPES } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Business/ExpectedPayments?agreementId=: a purchase order's schedule beside the invoices.
const ExpectedPayments = z.object({
  startDate: z.nullable(z.string()),
  scheduled: z.string(),
  invoiced: z.string(),
  received: z.string(),
  payments: z.array(
    z.object({
      payId: z.string(),
      type: z.enum(PAYMENT_TYPES),
      note: z.string(),
      amount: z.string(),
      total: z.string(),
      dueDays: z.array(z.number()),
      dueDates: z.nullable(z.array(z.string())),
      invoiced: z.string(),
      received: z.string(),
      invoices: z.array(z.object({ invoiceId: z.string(), number: z.nullable(z.string()) })),
    }),
  ),
});
export type ExpectedPayments = z.output<typeof ExpectedPayments>;
export type ExpectedPayment = ExpectedPayments['payments'][number];

// Under the agreement's key, so an invoice or payment pushed live refreshes what it covers.
export function useExpectedPayments(agreementId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.agreement(agreementId), 'expected-payments'],
    queryFn: () => apiGet('Business/ExpectedPayments', ExpectedPayments, { agreementId }),
    enabled,
  });
}
