import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

// Runs an editor call with its message, then refetches the order.
export const useOrderCall = (id: string) => useNotifiedCall([queryKeys.agreement(id)]);
