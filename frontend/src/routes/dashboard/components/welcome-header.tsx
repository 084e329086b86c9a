import { Badge, Group, Text, Title } from '@mantine/core';
import { usePlanLabel } from '@/api/client-info';
import { useSession } from '@/lib/session';

// The page heading with the user's name and actual plan (from getClientInfo).
export function WelcomeHeader({ title }: { title: string }) {
  const { displayName } = useSession();
  const plan = usePlanLabel();
  return (
    <div>
      <title>{`${title} · Samvida`}</title>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Group gap="xs" mt={4}>
        <Text c="dimmed">Welcome back, {displayName ?? 'there'}</Text>
        <Badge variant="light" color="brand" data-testid="current-plan">
          {plan}
        </Badge>
      </Group>
    </div>
  );
}
