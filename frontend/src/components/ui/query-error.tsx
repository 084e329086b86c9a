import { Alert, Button } from '@mantine/core';
import { errorMessage } from '@/api/client';

interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
}

// A failed load: what failed, the server's message, and a way to try again.
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(error)}
      {onRetry && (
        <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
