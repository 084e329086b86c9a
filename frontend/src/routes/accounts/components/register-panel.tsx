import { Anchor, Button, Checkbox, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { errorMessage } from '@/api/client';
import { useShowMessage } from '@/components/ui/message-modal';
import { useRegister } from '../api/register';
import { useUserTypes } from '../api/user-types';
import { rememberPendingCode } from '../pending-code';
import { CONFIRM_PASSWORD_ALERT, type RegisterValues, registerRequest, validateRegister } from '../validation';

interface RegisterPanelProps {
  onLogin: () => void;
  // The account exists and a sign-in code is on its way to the phone.
  onRegistered: () => void;
}

// Panel 2: the register payload of spec §3; success moves on to the code entry.
export function RegisterPanel({ onLogin, onRegistered }: RegisterPanelProps) {
  const form = useForm<RegisterValues>({
    initialValues: {
      name: '',
      pan: '',
      gstin: '',
      address: '',
      userType: '',
      isMsme: false,
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    validate: validateRegister,
  });
  const userTypes = useUserTypes();
  const register = useRegister();
  const showMessage = useShowMessage();

  // PAN and GSTIN are written in capitals; typing them in lower case should not fail the check.
  const upperCase = (field: 'pan' | 'gstin') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.toUpperCase()),
  });

  const submit = form.onSubmit(
    (values) => {
      const request = registerRequest(values);
      register.mutate(request, {
        onSuccess: (contactId) => {
          rememberPendingCode(contactId, request.PhoneNumber, 'Login');
          onRegistered();
        },
        onError: (error) => showMessage('Error', errorMessage(error, 'Not able to save data')),
      });
    },
    // The spec also alerts a mismatch of an otherwise good password on submit.
    (errors) => errors.confirmPassword && !errors.password && showMessage('Error', CONFIRM_PASSWORD_ALERT),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="PAN" description="Optional" maxLength={10} {...upperCase('pan')} />
          <TextInput label="GSTIN" description="Optional" maxLength={15} {...upperCase('gstin')} />
        </SimpleGrid>
        <TextInput
          label="Address"
          description="Optional; with a GSTIN, include the 6-digit PIN code (GST invoices need it)"
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <Select
          label="User type"
          required
          placeholder={userTypes.isPending ? 'Loading…' : 'Select a user type'}
          data={(userTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.label }))}
          {...form.getInputProps('userType')}
          error={form.errors.userType ?? (userTypes.isError ? errorMessage(userTypes.error) : undefined)}
        />
        <Checkbox label="Registered as an MSME" {...form.getInputProps('isMsme', { type: 'checkbox' })} />
        <TextInput
          label="Phone number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          leftSection={<Text size="sm">+91</Text>}
          placeholder="98XXXXXXXX"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="E-mail address"
          description="Optional"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          description="At least 8 characters with upper and lower case letters, a digit and a special character"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          Register
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" fw={600} onClick={onLogin}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
