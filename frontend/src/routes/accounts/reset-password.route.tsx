import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { useChangePassword } from './api/change-password';
import { login } from './api/login';
import { AuthCard } from './components/auth-card';
import { useAfterSignIn } from './hooks/use-after-sign-in';
import { clearPendingCode, pendingCode, resetGrant } from './pending-code';
import { CONFIRM_PASSWORD_ALERT, type ResetValues, validateReset } from './validation';

// /ResetPassword: the new password, authorised by the grant of a verified reset code. The code
// was already checked before this page, so on success the user is signed in with the new
// password instead of being asked for a second code on /ValidateUser.
export function ResetPasswordRoute() {
  const grant = resetGrant();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateReset,
  });
  const change = useChangePassword();
  const showMessage = useShowMessage();
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();

  const submit = form.onSubmit(
    ({ password, confirmPassword }) => {
      if (!grant) return;
      change.mutate(
        { ...grant, password, confirmPassword },
        {
          onSuccess: async () => {
            const { contact } = pendingCode();
            clearPendingCode();
            try {
              afterSignIn(await login({ contact: contact ?? '', password }));
            } catch {
              showMessage('Success', 'Your password was changed. Please sign in with it.');
              void navigate('/Signup');
            }
          },
          onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
        },
      );
    },
    // A mismatch of an otherwise good password is also announced as the spec's alert.
    (errors) => errors.confirmPassword && !errors.password && showMessage('Error', CONFIRM_PASSWORD_ALERT),
  );

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      {grant ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={change.isPending} fullWidth>
              Change Password
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="blue" title="Verify your phone first">
          To reset your password, request a one-time code and enter it.{' '}
          <Anchor component={Link} to="/forgotPassword">
            Send a code
          </Anchor>
        </Alert>
      )}
    </AuthCard>
  );
}
