import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  // Controls beside the title.
  aside?: ReactNode;
  children: ReactNode;
}

// A titled section of a long form (a region named by its heading).
export function FormSection({ title, description, aside, children }: FormSectionProps) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
