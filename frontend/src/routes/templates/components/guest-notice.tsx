import { Alert, Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useShowMessage } from '@/components/ui/message-modal';

// Our wording for a required answer of a template form (the spec gives none).
export const REQUIRED = 'This field is required.';

const SIGN_IN_FIRST = 'Please sign in to publish the agreement.';

// Tells a guest that publishing needs an account.
export function GuestNotice() {
  return (
    <Alert color="blue" title="Sign in to publish">
      You can fill in this form now; publishing needs an account.{' '}
      <Anchor component={Link} to="/Signup">
        Sign in or create one
      </Anchor>
      .
    </Alert>
  );
}

// A guest who publishes is told why and taken to sign in.
export function useGuestRedirect() {
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  return () => {
    showMessage('Info', SIGN_IN_FIRST);
    void navigate('/Signup');
  };
}
