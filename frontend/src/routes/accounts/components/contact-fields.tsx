import { Group, NativeSelect, Tabs, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PHONE_PREFIXES } from '../validation';

interface ContactValues {
  method: 'phone' | 'email';
  prefix: string;
  phone: string;
  email: string;
}

interface ContactFieldsProps<Values extends ContactValues> {
  form: UseFormReturnType<Values>;
  // The login also takes an e-mail address; the forgot-password panel takes a phone only.
  allowEmail?: boolean;
}

// Phone with its prefix choice (+91 default), or an e-mail address on the second tab.
export function ContactFields<Values extends ContactValues>({ form, allowEmail = false }: ContactFieldsProps<Values>) {
  // The form's generic paths cannot be narrowed through the constraint; these are ContactValues' own.
  const contactForm = form as unknown as UseFormReturnType<ContactValues>;
  const phone = (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label="Code"
        aria-label="Country code"
        data={[...PHONE_PREFIXES]}
        w={88}
        {...contactForm.getInputProps('prefix')}
      />
      <TextInput
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98XXXXXXXX"
        style={{ flex: 1 }}
        {...contactForm.getInputProps('phone')}
      />
    </Group>
  );
  if (!allowEmail) return phone;

  return (
    <Tabs
      value={contactForm.values.method}
      onChange={(method) => contactForm.setFieldValue('method', method === 'email' ? 'email' : 'phone')}
      keepMounted={false}
    >
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="phone">Phone</Tabs.Tab>
        <Tabs.Tab value="email">E-mail</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="phone">{phone}</Tabs.Panel>
      <Tabs.Panel value="email">
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          placeholder="you@company.in"
          {...contactForm.getInputProps('email')}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
