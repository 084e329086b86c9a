import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { PURCHASE_ORDER_TYPE } from '@samvida/machines';
import { Link } from 'react-router';
import { AttachmentThumb } from '@/components/attachments/attachment-thumbs';
import type { AgreementDetail } from '../api/agreement-detail';

// On a contract raised as a purchase order: the way back to the order as it was raised, and the
// order's files (they travel with the contract). Nothing for other contracts.
export function PurchaseOrderCard({ detail }: { detail: AgreementDetail }) {
  if (detail.contractType !== PURCHASE_ORDER_TYPE) return null;
  return (
    <Card aria-label="Purchase order">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          Raised as a purchase order
        </Title>
        <Anchor component={Link} to={`/Details?id=${detail.id}`}>
          View the order
        </Anchor>
      </Group>
      {detail.orderAttachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          The order has no attachments.
        </Text>
      ) : (
        <Group gap="md">
          {detail.orderAttachments.map((a, index) => (
            <Group key={a.id} gap={6}>
              <AttachmentThumb attachment={{ id: a.id, link: a.link, name: a.title }} index={index} />
              <Text size="sm">{a.title}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Card>
  );
}
