import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';

// GET api/General/Connect: the reachability check made on start (spec §4).
const Connect = z.object({ connected: z.boolean(), time: z.string() });

export function useConnection() {
  return useQuery({ queryKey: ['connect'], queryFn: () => apiGet('General/Connect', Connect), staleTime: Infinity });
}
