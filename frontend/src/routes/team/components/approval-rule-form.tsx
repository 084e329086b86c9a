import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatInr } from '@/lib/format';
import { ApiError } from '@/api/client';
import { useNotifiedCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';
import { teamCalls } from '../api/team';

// The owner's two-member approval: contracts worth more than the amount are sent or started only
// once a member other than the one who does it has approved them (the contract offers Approve).
export function ApprovalRuleForm({ approvalAbove }: { approvalAbove: string | null }) {
  const form = useForm({ initialValues: { amount: approvalAbove ?? '' } });
  const save = useNotifiedCall([queryKeys.team]);
  const submit = form.onSubmit(({ amount }) =>
    save.mutate(teamCalls.setApprovalRule(amount.trim()), {
      onError: (error) => {
        if (error instanceof ApiError && error.errors) form.setErrors({ amount: error.errors.AmountAbove?.[0] });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Two-member approval">
      <Stack gap="xs">
        <Text size="sm">
          {approvalAbove
            ? `Contracts above ${formatInr(approvalAbove)} need a second member’s approval to be sent or started.`
            : 'Any member whose role allows it sends and starts contracts on their own.'}
        </Text>
        <Group align="flex-end">
          <TextInput label="Approval needed above (₹)" inputMode="decimal" {...form.getInputProps('amount')} />
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          {approvalAbove && (
            <Button
              variant="default"
              loading={save.isPending}
              onClick={() => save.mutate(teamCalls.setApprovalRule(null))}
            >
              Stop asking
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
