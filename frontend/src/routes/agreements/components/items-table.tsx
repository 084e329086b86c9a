import { Stack, Table, Text } from '@mantine/core';
import type { AvailableActions } from '@/api/available-actions';
import { EntryCard } from '@/components/ui/entry-card';
import { EInvoiceProblems } from '@/components/ui/hsn-sac-hint';
import { offers } from '@/lib/actions';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { AgreementItem } from '../api/agreement-items';
import { useMoneyLabels } from '../hooks/use-money-labels';
import type { Party } from '@samvida/machines';
import classes from './changed.module.css';
import { ItemActions } from './entry-actions';
import { RemarksCell } from './remarks-cell';
import { NextActorBadge } from './status-badge';

interface ItemsTableProps {
  agreementId: string;
  items: AgreementItem[];
  actions: AvailableActions;
  role: Party;
  highlighted: ReadonlySet<string>;
}

const days = (value: number | null) => (value === null ? 'Waiting' : `${value} days`);

// The line items with both sides' offers, status, remarks and the actions offered on each.
export function ItemsTable({ agreementId, items, actions, role, highlighted }: ItemsTableProps) {
  const labels = useMoneyLabels();
  const canRemark = offers(actions.agreement, 'RemarkAgreement');
  const narrow = useNarrowScreen();
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;
  const remarks = (item: AgreementItem) => (
    <RemarksCell
      agreementId={agreementId}
      parentId={item.id}
      subject={`'${item.itemTitle}'`}
      remarks={item.communication}
      canRemark={canRemark}
    />
  );
  const itemActions = (item: AgreementItem) => (
    <ItemActions agreementId={agreementId} item={item} actions={actions.items[item.id]} role={role} />
  );
  if (narrow)
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <EntryCard
            key={item.id}
            testId="item-row"
            title={item.itemTitle}
            subtitle={[item.itemHsnCsnUin, item.itemDescription].filter(Boolean).join(' · ')}
            status={<NextActorBadge status={item.itemStatus} entityId={item.id} />}
            fields={[
              ['Quantity', `${item.itemQuantity} ${labels.unit(item.unit)}`],
              ['Tax', `${item.itemTax}%`],
              ['Seller rate', labels.rate(item.sellerRate, item.currency, item.unit), 'seller-rate'],
              ['Buyer rate', labels.rate(item.buyerRate, item.currency, item.unit), 'buyer-rate'],
              ['Seller completion', days(item.sellerItemCompletion)],
              ['Buyer completion', days(item.buyerItemCompletion)],
            ]}
            footer={
              <>
                {remarks(item)}
                {itemActions(item)}
              </>
            }
            changedClass={highlighted.has(item.id) ? classes.changed : undefined}
          />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Seller rate</Table.Th>
            <Table.Th>Buyer rate</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th>Completion (seller / buyer)</Table.Th>
            <Table.Th>Remarks</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              data-testid="item-row"
              data-changed={highlighted.has(item.id) || undefined}
              className={highlighted.has(item.id) ? classes.changed : undefined}
            >
              <Table.Td>{item.itemHsnCsnUin || '—'}</Table.Td>
              <Table.Td>
                <Text fw={600} size="sm">
                  {item.itemTitle}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.itemDescription}
                </Text>
                <EInvoiceProblems problems={item.problems} />
              </Table.Td>
              <Table.Td>
                {item.itemQuantity} {labels.unit(item.unit)}
              </Table.Td>
              <Table.Td data-testid="seller-rate">{labels.rate(item.sellerRate, item.currency, item.unit)}</Table.Td>
              <Table.Td data-testid="buyer-rate">{labels.rate(item.buyerRate, item.currency, item.unit)}</Table.Td>
              <Table.Td>{item.itemTax}%</Table.Td>
              <Table.Td>
                {days(item.sellerItemCompletion)} / {days(item.buyerItemCompletion)}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <NextActorBadge status={item.itemStatus} entityId={item.id} />
                  {remarks(item)}
                </Stack>
              </Table.Td>
              <Table.Td>{itemActions(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
