import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RfqTabs } from './components/rfq-tabs';
import { WelcomeHeader } from './components/welcome-header';

// /AllRFQ: the RFQ list page; `?tab=invites` opens the invitations.
export function AllRfqRoute() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <WelcomeHeader title="RFQ List" />
      <RfqTabs key={params.get('tab')} defaultTab={params.get('tab') === 'invites' ? 'invites' : undefined} />
    </Stack>
  );
}
