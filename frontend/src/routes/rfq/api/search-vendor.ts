import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// GET api/Business/SearchVendor?proposalId=&q= (owner): sellers to invite, by contact or item title.
const Vendor = z.object({
  usrId: z.string(),
  usrName: z.string(),
  phoneNumber: z.nullable(z.string()),
  matchedItems: z.array(z.string()),
  invited: z.boolean(),
});
export type Vendor = z.output<typeof Vendor>;

// `q` '' searches the RFQ's own item titles.
export function useVendorSearch(proposalId: string, q: string) {
  return useQuery({
    queryKey: queryKeys.proposalVendors(proposalId, q),
    queryFn: () => apiGet('Business/SearchVendor', z.array(Vendor), { proposalId, q: q || undefined }),
  });
}
