import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { Attachment, Remark } from './remarks';

// GET api/Business/AgreementTermList?agreementId=: both parties' terms; termType says whose.
const AgreementTerm = z.object({
  id: z.string(),
  termTitle: z.string(),
  termTxt: z.string(),
  termStatus: z.string(),
  termStatusLabel: z.string(),
  termType: z.enum(['Buyer', 'Seller']),
  isPaymentTerm: z.boolean(),
  attachments: z.array(Attachment),
  communication: z.array(Remark),
});
export type AgreementTerm = z.output<typeof AgreementTerm>;

export function useAgreementTerms(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.agreementTerms(agreementId),
    queryFn: () => apiGet('Business/AgreementTermList', z.array(AgreementTerm), { agreementId }),
    enabled: agreementId !== '',
  });
}
