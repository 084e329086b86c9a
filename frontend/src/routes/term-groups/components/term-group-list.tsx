import { Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TermGroup } from '../api/term-groups';

interface TermGroupListProps {
  groups: TermGroup[];
  // Without these (a member whose role may not change term groups) only the terms can be opened.
  onEdit?: (group: TermGroup) => void;
  onRemove?: (group: TermGroup) => void;
}

// The user's term groups with Edit, Add Terms and Remove.
export function TermGroupList({ groups, onEdit, onRemove }: TermGroupListProps) {
  if (groups.length === 0) return <Text c="dimmed">No term groups yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>LD</Table.Th>
            <Table.Th>Advance</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.groupId} data-testid="term-group-row">
              <Table.Td>{group.typeName}</Table.Td>
              <Table.Td fw={600}>{group.groupName}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {group.description}
                </Text>
              </Table.Td>
              <Table.Td>
                {group.ldPercentOnlyForBuying}% after {group.ldAppliedInDaysOnlyForBuying} days
              </Table.Td>
              <Table.Td>{group.advancePercent === null ? 'None' : `${group.advancePercent}%`}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {onEdit && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onEdit(group)}
                      aria-label={`Edit ${group.groupName}`}
                    >
                      Edit
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    to={`/TermConditions?groupId=${group.groupId}`}
                    aria-label={onEdit ? `Add Terms to ${group.groupName}` : `Terms of ${group.groupName}`}
                  >
                    {onEdit ? 'Add Terms' : 'Terms'}
                  </Button>
                  {onRemove && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(group)}
                      aria-label={`Remove ${group.groupName}`}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
