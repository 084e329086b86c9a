import { Anchor, Button, Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { useUserDetails } from '@/api/user-details';
import { useShowMessage } from '@/components/ui/message-modal';
import { useMemberMay } from '@/lib/use-member-may';
import { updateSession, useSession } from '@/lib/session';
import { useUpdateProfile } from './api/user-details';
import { AuthCard } from './components/auth-card';
import { NotificationPreferences } from './components/notification-preferences';
import { type ProfileValues, paymentDetailsOf, validateProfile } from './validation';

// /UpdateUser: profile completion. After saving: /Details when a purchase order is waiting, else /Home.
export function UpdateUserRoute() {
  const session = useSession();
  const userId = session.userId ?? '';
  const details = useUserDetails(userId);
  const update = useUpdateProfile();
  // The profile is the business's: its team members read it, only its owner changes it.
  const mayEdit = useMemberMay('business');
  const queryClient = useQueryClient();
  const showMessage = useShowMessage();
  const navigate = useNavigate();
  const form = useForm<ProfileValues>({
    initialValues: {
      name: '',
      email: '',
      address: '',
      bankName: '',
      bankAccountNumber: '',
      bankIfsc: '',
      upiId: '',
      termsAccepted: false,
    },
    validate: validateProfile,
  });

  // Prefill the stored name, e-mail and address once they arrive (only then: `form` changes every render).
  const { data } = details;
  useEffect(() => {
    if (data)
      form.setValues({
        name: data.name ?? '',
        email: data.email ?? '',
        address: data.address ?? '',
        bankName: data.bankName ?? '',
        bankAccountNumber: data.bankAccountNumber ?? '',
        bankIfsc: data.bankIfsc ?? '',
        upiId: data.upiId ?? '',
      });
  }, [data]);

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        Id: userId,
        Name: values.name.trim(),
        Email: values.email.trim(),
        Address: values.address.trim(),
        ...paymentDetailsOf(values),
        PhoneNumber: session.phone ?? '',
        Status: 'New',
        UserTermAccepted: values.termsAccepted,
      },
      {
        onSuccess: () => {
          updateSession({ displayName: values.name.trim(), email: values.email.trim() });
          void queryClient.invalidateQueries({ queryKey: queryKeys.clientInfo });
          void navigate(localStorage.getItem('purchaseId') ? '/Details' : '/Home');
        },
        onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
      },
    ),
  );

  return (
    <AuthCard title="Complete your profile" subtitle="Confirm your details and accept the terms to continue.">
      {details.isError && (
        <Anchor component="button" type="button" c="red" onClick={() => void details.refetch()}>
          {errorMessage(details.error)} Try again
        </Anchor>
      )}
      <form onSubmit={submit} noValidate>
        <Fieldset variant="unstyled" disabled={!mayEdit}>
          <Stack gap="md">
            <TextInput label="Phone" value={session.phone ?? ''} readOnly variant="filled" />
            <TextInput label="Display Name" autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="Email Address"
              description="Optional"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Address"
              description="With a GSTIN, include the 6-digit PIN code: GST invoices need it."
              autoComplete="street-address"
              maxLength={200}
              {...form.getInputProps('address')}
            />
            <Fieldset legend="Payment details on your invoices (optional)">
              <Stack gap="xs">
                <TextInput label="Bank name" maxLength={100} {...form.getInputProps('bankName')} />
                <TextInput
                  label="Bank account number"
                  inputMode="numeric"
                  maxLength={24}
                  {...form.getInputProps('bankAccountNumber')}
                />
                <TextInput label="IFSC" placeholder="SBIN0001234" maxLength={11} {...form.getInputProps('bankIfsc')} />
                <TextInput
                  label="UPI id"
                  description="Your tax invoices carry a UPI QR code of the amount due."
                  placeholder="name@bank"
                  maxLength={165}
                  {...form.getInputProps('upiId')}
                />
              </Stack>
            </Fieldset>
            <Checkbox
              label={
                <>
                  I have read and accept the{' '}
                  <Anchor component={Link} to="/Terms" target="_blank">
                    terms and conditions
                  </Anchor>
                </>
              }
              {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            />
            {mayEdit && (
              <Button type="submit" loading={update.isPending} fullWidth>
                Update User
              </Button>
            )}
            {mayEdit === false && (
              <Text size="sm" c="dimmed">
                These are your business’s details. Only its owner can change them.
              </Text>
            )}
          </Stack>
        </Fieldset>
      </form>
      <NotificationPreferences />
    </AuthCard>
  );
}
