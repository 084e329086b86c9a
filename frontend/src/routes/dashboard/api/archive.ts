import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AnyData, apiGet, apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { AgreementRow } from './agreements';

// Contracts one page of the Archive shows.
export const ARCHIVE_PAGE_SIZE = 20;

// GET api/Business/ArchivedAgreements: a dashboard row plus where its retention stands.
export const ArchivedRow = z.extend(AgreementRow, {
  // The plan's storage ended: it stays in the archive until its files are deleted.
  storageEnded: z.boolean(),
  filesDeleted: z.boolean(),
  filesDeleteOn: z.nullable(z.string()),
});
export type ArchivedRow = z.output<typeof ArchivedRow>;

const ArchivedPage = z.object({ items: z.array(ArchivedRow), total: z.number(), page: z.number() });

export function useArchive(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.archive(page, search),
    queryFn: () => apiGet('Business/ArchivedAgreements', ArchivedPage, { page, pageSize: ARCHIVE_PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
}

// POST api/Business/ArchiveAgreement or UnarchiveAgreement: the caller's own archive only.
export function useArchiveMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agreementId, archive }: { agreementId: string | number; archive: boolean }) =>
      apiRequest(archive ? 'Business/ArchiveAgreement' : 'Business/UnarchiveAgreement', AnyData, {
        method: 'POST',
        body: { AgreementId: String(agreementId) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
