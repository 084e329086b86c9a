import { Stack, Text, Title } from '@mantine/core';
import { PlanGrid } from '@/components/pricing/plan-grid';
import { useMemberMay } from '@/lib/use-member-may';
import { MySubscription } from './components/my-subscription';

// /subscriptionList: one card per plan from the server.
export function SubscriptionListRoute() {
  const mayChoose = useMemberMay('plan');
  return (
    <Stack gap="lg">
      <title>Pricing list · Samvida</title>
      <div>
        <Title order={1}>Pricing list</Title>
        <Title order={2} fz="xl" mt="sm">
          Simple, Transparent Pricing
        </Title>
        <Text c="dimmed">Choose the plan that fits your business needs</Text>
      </div>
      <MySubscription />
      {mayChoose === false && <Text size="sm">Only the business’s owner chooses its plan.</Text>}
      <PlanGrid mayStart={mayChoose === true} />
    </Stack>
  );
}
