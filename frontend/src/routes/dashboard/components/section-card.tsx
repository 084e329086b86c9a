import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  // Controls beside the title (period switch, links).
  aside?: ReactNode;
  children: ReactNode;
}

// A titled dashboard panel.
export function SectionCard({ title, aside, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
