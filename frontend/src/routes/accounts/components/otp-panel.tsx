import { Anchor, Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { useSession } from '@/lib/session';
import { useSendOtp } from '../api/send-otp';
import { useValidateOtp } from '../api/validate-otp';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useCountdown } from '../hooks/use-countdown';
import { clearPendingCode, pendingCode, rememberPendingCode, rememberResetGrant } from '../pending-code';
import { validateOtp } from '../validation';

const RESEND_SECONDS = 30;

// Code entry (panel 4 and /ValidateUser): six one-digit boxes; Resend OTP really resends, after
// a visible 30-second wait. A sign-in code signs in; a reset code leads on to the new password.
export function OtpPanel({ onBack }: { onBack: () => void }) {
  // From the session, so a resend's new contact id shows at once.
  const { contactId, contact, purpose } = pendingCode(useSession());
  const form = useForm({ initialValues: { otp: '' }, validate: validateOtp });
  const validate = useValidateOtp();
  const resend = useSendOtp();
  const countdown = useCountdown(RESEND_SECONDS);
  const showMessage = useShowMessage();
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();

  const submit = form.onSubmit(({ otp }) => {
    if (!contactId) return;
    validate.mutate(
      { contactId, otp },
      {
        onSuccess: (verified) => {
          if (verified.kind === 'reset') {
            rememberResetGrant(verified);
            void navigate('/ResetPassword');
            return;
          }
          clearPendingCode();
          afterSignIn(verified.user);
        },
        onError: (error) => showMessage('Error', errorMessage(error, 'Invalid OTP.')),
      },
    );
  });

  const resendCode = () => {
    if (!contact) return;
    resend.mutate(
      { contact, purpose },
      {
        onSuccess: (newContactId) => {
          rememberPendingCode(newContactId, contact, purpose);
          form.setFieldValue('otp', '');
          countdown.restart();
          showMessage('Info', `A new code was sent to ${contact}.`);
        },
        onError: (error) => showMessage('Error', errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {contact ? `Enter the 6-digit code sent to ${contact}.` : 'Request a code first, then enter it here.'}
        </Text>
        <Input.Wrapper label="One-time code" labelElement="div" error={form.errors.otp}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            size="lg"
            gap={6}
            aria-label="One-time code"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of 6` })}
            error={Boolean(form.errors.otp)}
            value={form.values.otp}
            onChange={(value) => form.setFieldValue('otp', value)}
            mt={6}
          />
        </Input.Wrapper>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to provide phone number
          </Anchor>
          {countdown.remaining > 0 ? (
            <Text size="sm" c="dimmed">
              Resend OTP in {countdown.remaining} s
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={resendCode}
              disabled={resend.isPending || !contact}
            >
              Resend OTP
            </Anchor>
          )}
        </Group>
        <Button type="submit" loading={validate.isPending} disabled={!contactId} fullWidth>
          Verify &amp; Sign in
        </Button>
      </Stack>
    </form>
  );
}
