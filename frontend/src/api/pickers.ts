// The catalogue and term-group pickers of every editor that takes items or terms (docs/api.md
// "Catalogue", "Term groups"): server-side search, so a long catalogue never loads whole.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type PartyType = 'Seller' | 'Buyer';

const CatalogueOption = z.object({
  id: z.string(),
  typeValue: z.string(),
  desc: z.string(),
  itemType: z.string(),
  itemHsnCsnUin: z.string(),
  itemRate: z.string(),
  itemTax: z.string(),
  currencyId: z.number(),
  currency: z.string(),
  sellingUnitId: z.number(),
  sellingUnit: z.string(),
});
export type CatalogueOption = z.output<typeof CatalogueOption>;

// GET api/General/UserItemDropDown?search=&itemType=: at most 20 of the caller's items, by title.
// `enabled` once the picker is opened: an editor may show one picker per line.
export function useCatalogueOptions(search: string, itemType: PartyType | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.catalogueOptions(search, itemType ?? ''),
    queryFn: () => apiGet('General/UserItemDropDown', z.array(CatalogueOption), { search, itemType }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const TermGroupOption = z.object({
  id: z.string(),
  typeValue: z.string(),
  desc: z.nullish(z.string()),
  ldPercentOnlyForBuying: z.string(),
  ldAppliedInDaysOnlyForBuying: z.number(),
  advancePercent: z.nullable(z.string()),
});
export type TermGroupOption = z.output<typeof TermGroupOption>;

// GET api/General/UserTermDropDown?typeName=&search=: the caller's term groups with their LD and
// advance figures.
export function useTermGroupOptions(search: string, typeName: PartyType | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.userTermDropdown(typeName ?? '', search),
    queryFn: () => apiGet('General/UserTermDropDown', z.array(TermGroupOption), { typeName, search }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const GroupTerm = z.object({
  termTitle: z.string(),
  termTxt: z.string(),
  attachmentList: z.array(z.object({ uploadId: z.string() })),
});
export type GroupTerm = z.output<typeof GroupTerm>;

// GET api/Auth/GetTermList?groupId=: a group's terms, oldest first, when the picker applies it.
export const fetchGroupTerms = (groupId: string) => apiGet('Auth/GetTermList', z.array(GroupTerm), { groupId });
