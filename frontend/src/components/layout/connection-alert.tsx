import { Alert } from '@mantine/core';
import { errorMessage } from '@/api/client';
import { useConnection } from '@/api/connection';

// A failed connectivity check is shown, not only logged.
export function ConnectionAlert() {
  const { error } = useConnection();
  if (!error) return null;
  return (
    <Alert color="red" title="The Samvida server cannot be reached" mb="md" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
