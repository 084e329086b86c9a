import { useQuery } from '@tanstack/react-query';
import { hsnSacProblem, normaliseHsnSac } from '@samvida/machines';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const HsnSacEntry = z.object({ code: z.string(), kind: z.enum(['HSN', 'SAC']), description: z.string() });
export type HsnSacEntry = z.output<typeof HsnSacEntry>;

// GET api/Lookups/Hsn?code=: what an HSN or SAC code covers (the server holds the GST master). A
// code of the wrong shape is told here without a call; one outside the master comes back refused.
export function useHsnSac(typed: string) {
  const code = normaliseHsnSac(typed.trim());
  const shapeProblem = code === '' ? null : hsnSacProblem(code);
  const query = useQuery({
    queryKey: queryKeys.hsnSac(code),
    queryFn: () => apiGet('Lookups/Hsn', HsnSacEntry, { code }),
    enabled: code !== '' && shapeProblem === null,
    staleTime: Infinity,
    retry: false,
  });
  return { code, entry: query.data, problem: shapeProblem ?? (query.error ? query.error.message : null) };
}
