import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { AnyData, apiRequest, errorMessage, type RequestOptions } from '@/api/client';
import { notify } from '@/components/ui/notify';

// One API call whose answer is only its message (commands, saves, deletes).
export interface ApiCall extends RequestOptions {
  path: string;
}

// Runs calls in order and notifies the server's message for the last one (spec §8 texts such as
// 'Data added successfully'), or the failure's message. Afterwards the given queries refetch,
// whether the calls succeeded or not, so the screen shows what the server now holds.
export function useNotifiedCall(invalidates: readonly QueryKey[], fallback = 'Data updated successfully.') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (calls: ApiCall | ApiCall[]) => {
      let message: string | undefined;
      for (const { path, ...options } of [calls].flat()) message = (await apiRequest(path, AnyData, options)).message;
      return message;
    },
    onSuccess: (message) => notify(message ?? fallback),
    onError: (error) => notify(errorMessage(error), 'Error'),
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
