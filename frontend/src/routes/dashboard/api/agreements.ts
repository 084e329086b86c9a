import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_STATUSES } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const Id = z.union([z.string(), z.number()]);
const Party = z.object({ usrId: z.nullish(Id), usrName: z.nullish(z.string()) });

// GET api/Business/GetUserAgreements: the user's agreements (spec §3 "Dashboard lists").
export const AgreementRow = z.object({
  id: Id,
  agreementUID: z.nullish(z.string()),
  contractType: z.nullish(z.string()),
  status: z.enum(AGREEMENT_STATUSES),
  createdOn: z.string(),
  proposalId: z.nullish(Id),
  creator: z.nullish(Party),
  buyer: z.nullish(Party),
  seller: z.nullish(Party),
  // The signed-in user's side in this agreement.
  userRole: z.nullish(z.string()),
  // Contract value in ₹ (decimal string); drives the value charts.
  totalValue: z.nullish(z.union([z.string(), z.number()])),
  // The contract's currency code, for its value.
  currency: z.nullish(z.string()),
  // Whose move it is (the machines' rule): 'buyer', 'seller', 'both' or null.
  turn: z.nullish(z.enum(['buyer', 'seller', 'both'])),
});
export type AgreementRow = z.output<typeof AgreementRow>;

export function useAgreements() {
  return useQuery({
    queryKey: queryKeys.agreements,
    queryFn: () => apiGet('Business/GetUserAgreements', z.array(AgreementRow)),
  });
}

// GET api/Business/ActiveTxnNoteAgList: the agreements whose transaction note needs attention
// (the spec lists their ids; the server answers agreement rows; either is taken).
export function useAttentionIds() {
  return useQuery({
    queryKey: queryKeys.attention,
    queryFn: () => apiGet('Business/ActiveTxnNoteAgList', z.array(z.union([Id, z.object({ id: Id })]))),
    select: (rows) => new Set(rows.map((row) => String(typeof row === 'object' ? row.id : row))),
  });
}
