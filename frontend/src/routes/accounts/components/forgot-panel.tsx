import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { useSendOtp } from '../api/send-otp';
import { rememberPendingCode } from '../pending-code';
import { contactOf, type ForgotValues, validateForgot } from '../validation';
import { ContactFields } from './contact-fields';

interface ForgotPanelProps {
  onLogin: () => void;
  // A reset code is on its way.
  onCodeSent: () => void;
}

// Panel 3 and /forgotPassword: prefix, phone number, Send OTP.
export function ForgotPanel({ onLogin, onCodeSent }: ForgotPanelProps) {
  const form = useForm<ForgotValues>({
    initialValues: { method: 'phone', prefix: '+91', phone: '', email: '' },
    validate: validateForgot,
  });
  const sendOtp = useSendOtp();
  const showMessage = useShowMessage();

  const submit = form.onSubmit((values) => {
    const contact = contactOf(values);
    sendOtp.mutate(
      { contact, purpose: 'Reset' },
      {
        onSuccess: (contactId) => {
          rememberPendingCode(contactId, contact, 'Reset');
          onCodeSent();
        },
        onError: (error) => showMessage('Error', errorMessage(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">We will send a one-time code to your phone so you can choose a new password.</Text>
        <ContactFields form={form} />
        <Button type="submit" loading={sendOtp.isPending} fullWidth>
          Send OTP
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" fw={600} onClick={onLogin}>
            Already have account?
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
