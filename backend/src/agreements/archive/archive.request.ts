import { z } from 'zod';
import { queryOf } from '../../common/http/request-params.js';

// Most rows one page of the archive holds.
export const ARCHIVE_PAGE_MAX = 50;

// GET ArchivedAgreements?page=&pageSize=&search=: one page of the caller's archive.
export const ArchivedListQuery = queryOf({
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(10_000, 'The page must be a whole number from 1 to 10,000.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `A page holds 1 to ${ARCHIVE_PAGE_MAX} contracts.` })
    .int(`A page holds 1 to ${ARCHIVE_PAGE_MAX} contracts.`)
    .min(1, `A page holds 1 to ${ARCHIVE_PAGE_MAX} contracts.`)
    .max(ARCHIVE_PAGE_MAX, `A page holds 1 to ${ARCHIVE_PAGE_MAX} contracts.`)
    .default(20),
  search: z.string().trim().max(100, 'Search for at most 100 characters.').default(''),
});
export type ArchivedListParams = z.infer<typeof ArchivedListQuery>;
