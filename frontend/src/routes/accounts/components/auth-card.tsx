import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

// The centred card every sign-in screen uses.
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper maw={480} mx="auto" my="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <title>{`${title} · Samvida`}</title>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
