import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PlanCardProps {
  name: string;
  price: string;
  // "/month" or "/contract".
  per: string;
  allowance: string;
  features: string[];
  popular?: boolean;
  action?: ReactNode;
}

// One pricing card; the server plans and the fallback cards share it.
export function PlanCard({ name, price, per, allowance, features, popular, action }: PlanCardProps) {
  return (
    <Card
      component="article"
      aria-label={name}
      shadow={popular ? 'md' : 'xs'}
      style={popular ? { borderColor: 'var(--mantine-color-brand-7)', borderWidth: 2 } : undefined}
      data-testid="plan-card"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg">
            {name}
          </Title>
          {popular && (
            <Badge color="saffron.9" variant="filled" style={{ flexShrink: 0 }}>
              Most Popular
            </Badge>
          )}
        </Group>
        <Group gap={4} align="baseline" wrap="nowrap">
          <Text fz={28} fw={800} lh={1.1}>
            {price}
          </Text>
          <Text c="dimmed">{per}</Text>
        </Group>
        <Text fw={600} c="brand.8">
          {allowance}
        </Text>
        <List size="sm" spacing={6} style={{ flexGrow: 1 }}>
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
