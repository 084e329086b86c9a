import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';

export interface ListedTerm {
  id: string;
  title: string;
  text: string;
  badge?: string;
}

interface TermListProps {
  terms: readonly ListedTerm[];
  empty: string;
  onRemove?: (id: string) => void;
}

// Terms in the order added, numbered, each with a Remove button.
export function TermList({ terms, empty, onRemove }: TermListProps) {
  if (terms.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {terms.map((term, index) => (
        <Paper key={term.id} component="li" p="sm" bg="gray.0">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {index + 1}. {term.title}
                </Text>
                {term.badge && (
                  <Badge size="xs" variant="light">
                    {term.badge}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {term.text}
              </Text>
            </div>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove term ${term.title}`}
                onClick={() => onRemove(term.id)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
