import { Stack } from '@mantine/core';
import { QueryError } from '@/components/ui/query-error';
import { useAgreements, useAttentionIds } from './api/agreements';
import { ContractStatusTabs } from './components/contract-status-tabs';
import { WelcomeHeader } from './components/welcome-header';

// /AllContracts: the Contract List page.
export function AllContractsRoute() {
  const agreements = useAgreements();
  const attention = useAttentionIds();
  return (
    <Stack gap="lg">
      <WelcomeHeader title="Contract List" />
      {attention.error && <QueryError title="Could not check which contracts need attention" error={attention.error} />}
      <ContractStatusTabs
        agreements={agreements.data}
        error={agreements.error}
        onRetry={() => void agreements.refetch()}
        attention={attention.data}
      />
    </Stack>
  );
}
