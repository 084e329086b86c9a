import { useSearchParams } from 'react-router';

// The agreement id from the query string: `agreementId` (spec), or `id` as the dashboard links it.
export function useAgreementId(): string {
  const [params] = useSearchParams();
  return params.get('agreementId') ?? params.get('agreementid') ?? params.get('id') ?? '';
}
