import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEMBER_ROLE_LABELS, type MemberRole } from '@samvida/machines';
import { ApiError } from '@/api/client';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { teamCalls } from '../api/team';
import { ROLE_HINTS, ROLE_OPTIONS } from './role-options';

interface InviteValues {
  phone: string;
  role: MemberRole | null;
}

const EMPTY: InviteValues = { phone: '', role: null };

// The owner invites a phone that has not signed up yet; it joins the team when it registers. The
// server checks the number; its field messages show under the fields.
export function InviteForm() {
  const form = useForm<InviteValues>({
    initialValues: EMPTY,
    validate: {
      phone: (value) => (value.trim() ? null : 'Enter the mobile number to invite.'),
      role: (value) => (value ? null : 'Choose a role.'),
    },
  });
  const invite = useNotifiedCall([queryKeys.team]);
  const submit = form.onSubmit(({ phone, role }) =>
    invite.mutate(teamCalls.invite(phone.trim(), role!), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          form.setErrors({ phone: error.errors.PhoneNumber?.[0], role: error.errors.Role?.[0] });
      },
    }),
  );
  const role = form.getValues().role;

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a team member">
      <Stack gap={4}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Mobile number"
            placeholder="98765 43210"
            inputMode="tel"
            autoComplete="off"
            w={220}
            {...form.getInputProps('phone')}
          />
          <Select
            label="Role"
            placeholder="Choose"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('role')}
          />
          <Button type="submit" mt={25} loading={invite.isPending}>
            Invite
          </Button>
        </Group>
        {role && (
          <Text size="xs" c="dimmed">
            {MEMBER_ROLE_LABELS[role]}: {ROLE_HINTS[role]}
          </Text>
        )}
      </Stack>
    </form>
  );
}
