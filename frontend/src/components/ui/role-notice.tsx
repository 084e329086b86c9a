import { Alert } from '@mantine/core';
import { ROLE_FORBIDDEN_MESSAGE } from '@samvida/machines';

// In place of a form the signed-in member's role does not allow (the server would refuse it).
export function RoleNotice() {
  return (
    <Alert color="saffron" role="status" data-testid="role-notice">
      {ROLE_FORBIDDEN_MESSAGE}
    </Alert>
  );
}
