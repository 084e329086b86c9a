import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isSignedIn, useSession } from '@/lib/session';
import type { ContractRoute } from './contract-routes';

/** Stands in for a contract-area screen until it is built: its title, and nothing pretending to work. */
export function ContractPlaceholderRoute({ route }: { route: ContractRoute }) {
  const title = route.title();
  const signedIn = isSignedIn(useSession());
  return (
    <Stack gap="md">
      <title>{`${title} · Samvida`}</title>
      <Title order={1}>{title}</Title>
      <Alert color="blue" title="Coming soon">
        This part of the contract workspace is not available yet.
      </Alert>
      <div>
        <Button component={Link} to={signedIn ? '/Home' : '/'} variant="default">
          {signedIn ? 'Back to dashboard' : 'Back to home'}
        </Button>
      </div>
    </Stack>
  );
}
