import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useLogin } from '../api/login';
import { useSendOtp } from '../api/send-otp';
import { rememberPendingCode } from '../pending-code';
import { contactOf, type LoginValues, validateLogin } from '../validation';
import { ContactFields } from './contact-fields';

interface LoginPanelProps {
  onRegister: () => void;
  onForgot: () => void;
  // Sign-in by one-time code: the code is on its way.
  onCodeSent: () => void;
}

// Panel 1: phone (with prefix) or e-mail, and password; or phone then a one-time code.
export function LoginPanel({ onRegister, onForgot, onCodeSent }: LoginPanelProps) {
  const form = useForm<LoginValues>({
    initialValues: { method: 'phone', prefix: '+91', phone: '', email: '', password: '' },
    validate: validateLogin,
  });
  const login = useLogin();
  const sendOtp = useSendOtp();
  const showMessage = useShowMessage();
  const afterSignIn = useAfterSignIn();

  const submit = form.onSubmit((values) =>
    login.mutate(
      { contact: contactOf(values), password: values.password },
      {
        onSuccess: afterSignIn,
        onError: (error) => showMessage('Error', errorMessage(error, 'Invalid Credentials.')),
      },
    ),
  );

  const signInWithCode = () => {
    const field = form.values.method;
    if (form.validateField(field).hasError) return;
    const contact = contactOf(form.values);
    sendOtp.mutate(
      { contact, purpose: 'Login' },
      {
        onSuccess: (contactId) => {
          rememberPendingCode(contactId, contact, 'Login');
          onCodeSent();
        },
        onError: (error) => showMessage('Error', errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ContactFields form={form} allowEmail />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={signInWithCode}>
            Sign in with a one-time code
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} disabled={sendOtp.isPending} fullWidth>
          Sign In
        </Button>
        <Text size="sm" ta="center">
          New to Samvida?{' '}
          <Anchor component="button" type="button" fw={600} onClick={onRegister}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
