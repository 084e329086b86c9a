import type { CatalogueItemForm } from '@samvida/machines';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

const Attachment = z.object({ id: z.string(), link: z.string(), name: z.optional(z.string()) });

const CatalogueItem = z.object({
  id: z.string(),
  itemTypeId: z.number(),
  itemHsnCsnUin: z.nullish(z.string()),
  itemTitle: z.nullish(z.string()),
  itemDescription: z.nullish(z.string()),
  itemRate: z.string(),
  itemTax: z.string(),
  currencyId: z.number(),
  currency: z.string(),
  sellingUnitId: z.number(),
  sellingUnit: z.string(),
  catalogAttachments: z.array(Attachment),
});
export type CatalogueItem = z.output<typeof CatalogueItem>;

// GET api/Auth/GetCatalogItem: the Sell List (item type 1) and the Buy List (item type 2).
const Catalogue = z.object({ seller: z.array(CatalogueItem), buyer: z.array(CatalogueItem) });

export function useCatalogue() {
  return useQuery({ queryKey: queryKeys.catalogue, queryFn: () => apiGet('Auth/GetCatalogItem', Catalogue) });
}

export const catalogueCalls = {
  // POST AddCatalogItem, or UpdateCatalogItem with AddRequest.Id; the owner is always the caller.
  save: (item: CatalogueItemForm, attachmentIds: string[], ownerId: string | null): ApiCall => ({
    path: item.Id ? 'Auth/UpdateCatalogItem' : 'Auth/AddCatalogItem',
    method: 'POST',
    body: { AddRequest: item, AddAttachmentRequest: attachmentIds, OwnerId: ownerId },
  }),
  remove: (itemId: string): ApiCall => ({ path: 'Auth/DeleteCatalogItem', method: 'DELETE', query: { itemId } }),
  removeAttachment: (attachId: string, itemId: string): ApiCall => ({
    path: 'Auth/DeleteItemAttachment',
    method: 'DELETE',
    query: { attachId, itemId },
  }),
};
