import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { RereadRows } from '@/api/live';
import { queryKeys } from '@/api/query-keys';
import { Remark } from './remarks';

// GET api/Business/GetAgreementItems?agreementid=: a side that has not offered yet has null rate and days.
const AgreementItem = z.object({
  id: z.string(),
  itemHsnCsnUin: z.string(),
  itemTitle: z.string(),
  itemDescription: z.string(),
  itemQuantity: z.string(),
  itemTax: z.string(),
  itemStatus: z.string(),
  itemStatusLabel: z.string(),
  currency: z.string(),
  unit: z.string(),
  // What keeps the item off a valid e-invoice (entered before the e-invoice rules).
  problems: z.optional(z.array(z.string())),
  sellerRate: z.nullable(z.string()),
  buyerRate: z.nullable(z.string()),
  sellerItemCompletion: z.nullable(z.number()),
  buyerItemCompletion: z.nullable(z.number()),
  communication: z.array(Remark),
});
export type AgreementItem = z.output<typeof AgreementItem>;

// Every item of the agreement, or only the rows of `ids` (at most MAX_PUSHED_ITEM_IDS).
export const fetchAgreementItems = (agreementId: string, ids?: readonly string[]) =>
  apiGet('Business/GetAgreementItems', z.array(AgreementItem), { agreementid: agreementId, ids: ids?.join(',') });

export function useAgreementItems(agreementId: string) {
  return useQuery({
    queryKey: queryKeys.agreementItems(agreementId),
    queryFn: () => fetchAgreementItems(agreementId),
    enabled: agreementId !== '',
    // A push naming the items it changed re-reads just those (api/live.ts).
    meta: { rereadRows: ((ids) => fetchAgreementItems(agreementId, ids)) satisfies RereadRows },
  });
}
