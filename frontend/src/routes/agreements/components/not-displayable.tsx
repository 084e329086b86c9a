import { Alert, Button } from '@mantine/core';
import { errorMessage } from '@/api/client';

// The spec's 'Not able to display order details', with the server's reason and a retry when a call failed.
export function NotDisplayable({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Not able to display order details" role="alert">
      {error ? errorMessage(error) : 'No agreement was named in the address.'}
      {error !== undefined && onRetry && (
        <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
