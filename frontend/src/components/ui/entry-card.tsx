import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EntryCardProps {
  testId: string;
  title: string;
  subtitle?: string;
  status?: ReactNode;
  fields?: [label: string, value: ReactNode, testId?: string][];
  footer: ReactNode;
  // Marks the card as just changed (the screen's own highlight style).
  changedClass?: string;
}

// A table row as a card, for phones, where the row would need sideways scrolling.
export function EntryCard({ testId, title, subtitle, status, fields = [], footer, changedClass }: EntryCardProps) {
  return (
    <Paper p="sm" data-testid={testId} data-changed={changedClass ? true : undefined} className={changedClass}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div>
          <Text fw={600}>{title}</Text>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {status && <div style={{ flexShrink: 0 }}>{status}</div>}
      </Group>
      {fields.length > 0 && (
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
          {fields.map(([label, value, id]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" component="div" data-testid={id}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      <Stack gap="xs" mt="xs">
        {footer}
      </Stack>
    </Paper>
  );
}
