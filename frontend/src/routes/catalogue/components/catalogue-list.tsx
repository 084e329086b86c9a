import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AttachmentRef } from '@/components/attachments/attachment-thumbs';
import { RemovableAttachments } from '@/components/attachments/removable-attachments';
import { EntryCard } from '@/components/ui/entry-card';
import { formatMoney } from '@/lib/currency';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { CatalogueItem } from '../api/catalogue';

interface CatalogueListProps {
  title: string;
  items: CatalogueItem[];
  // Without these (a member whose role may not change the catalogue) the list is read only.
  onEdit?: (item: CatalogueItem) => void;
  onRemove?: (item: CatalogueItem) => void;
  onRemoveAttachment?: (item: CatalogueItem, attachment: AttachmentRef) => void;
}

// The Sell List or the Buy List.
export function CatalogueList({ title, items, onEdit, onRemove, onRemoveAttachment }: CatalogueListProps) {
  const narrow = useNarrowScreen();
  const nameOf = (item: CatalogueItem) => item.itemTitle || 'Untitled item';
  const rateOf = (item: CatalogueItem) => `${formatMoney(item.itemRate, item.currency)} / ${item.sellingUnit}`;
  const attachments = (item: CatalogueItem) => (
    <RemovableAttachments
      attachments={item.catalogAttachments}
      onRemove={onRemoveAttachment && ((attachment) => onRemoveAttachment(item, attachment))}
    />
  );
  const actions = (item: CatalogueItem) =>
    onEdit &&
    onRemove && (
      <Group gap={6} wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => onEdit(item)} aria-label={`Edit ${nameOf(item)}`}>
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onRemove(item)}
          aria-label={`Remove ${nameOf(item)}`}
        >
          Remove
        </Button>
      </Group>
    );
  return (
    <section aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">No Item Is Present.</Text>
      ) : narrow ? (
        <Stack gap="sm">
          {items.map((item) => (
            <EntryCard
              key={item.id}
              testId="catalogue-row"
              title={nameOf(item)}
              subtitle={item.itemDescription ?? undefined}
              fields={[
                ['HSN/CSN/UIN', item.itemHsnCsnUin || '—'],
                ['Rate', rateOf(item)],
                ['Tax', `${item.itemTax}%`],
              ]}
              footer={
                <>
                  {attachments(item)}
                  {actions(item)}
                </>
              }
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>HSN/CSN/UIN</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Tax</Table.Th>
                <Table.Th>Attachments</Table.Th>
                {onEdit && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="catalogue-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {nameOf(item)}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {item.itemDescription}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.itemHsnCsnUin || '—'}</Table.Td>
                  <Table.Td>{rateOf(item)}</Table.Td>
                  <Table.Td>{item.itemTax}%</Table.Td>
                  <Table.Td>{attachments(item)}</Table.Td>
                  {onEdit && <Table.Td>{actions(item)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
