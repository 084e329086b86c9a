import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnyData, apiRequest } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

// DELETE api/Business/DeleteAgreement?agreementId=: discards a draft or expired agreement (its history stays).
export function useDiscardAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreementId: string | number) =>
      apiRequest('Business/DeleteAgreement', AnyData, { method: 'DELETE', query: { agreementId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
