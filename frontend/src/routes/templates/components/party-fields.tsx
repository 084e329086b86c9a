import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BuilderTemplate } from '@samvida/machines';
import { roleLabel, rolePairOf } from '@/lib/builder-roles';
import { FormSection } from '@/components/ui/form-section';

// The two party fields every template form starts with.
export interface PartyValues {
  role: string;
  contact: string;
}

interface PartyFieldsProps<V extends PartyValues> {
  template: BuilderTemplate;
  form: UseFormReturnType<V>;
}

// Whether the user is the one or the other role of the template's pair, and the other party's contact.
export function PartyFields<V extends PartyValues>({ template, form }: PartyFieldsProps<V>) {
  const [own, other] = rolePairOf(template);
  // Every form passed here has `role` and `contact`; TypeScript cannot see that through the generic.
  const props = form.getInputProps as (path: string) => ReturnType<UseFormReturnType<PartyValues>['getInputProps']>;
  return (
    <FormSection title="Parties">
      <Stack gap="md">
        <Radio.Group label="You are the" {...props('role')}>
          <Group mt="xs">
            <Radio value={own} label={roleLabel(own)} />
            <Radio value={other} label={roleLabel(other)} />
          </Group>
        </Radio.Group>
        <TextInput
          label="Other party’s phone or e-mail"
          description="A +91 mobile number or an e-mail address; they are told when you publish"
          placeholder="98XXXXXXXX or name@example.in"
          required
          {...props('contact')}
        />
      </Stack>
    </FormSection>
  );
}
