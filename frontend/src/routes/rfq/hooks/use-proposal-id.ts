import { useSearchParams } from 'react-router';

// The RFQ of the address: `?proposalId=` (the spec's name) or `?id=` (the dashboard's links).
export function useProposalId(): string {
  const [params] = useSearchParams();
  return params.get('proposalId') ?? params.get('id') ?? '';
}
