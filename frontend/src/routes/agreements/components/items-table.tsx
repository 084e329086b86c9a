import { Table, Text } from '@mantine/core';
import { memo } from 'react';
import type { AvailableActions } from '@/api/available-actions';
import { EntryCard } from '@/components/ui/entry-card';
import { EInvoiceProblems } from '@/components/ui/hsn-sac-hint';
import { offers } from '@/lib/actions';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import type { AgreementItem } from '../api/agreement-items';
import { type MoneyLabels, useMoneyLabels } from '../hooks/use-money-labels';
import { useWindowRows } from '../hooks/use-window-rows';
import type { Party } from '@samvida/machines';
import classes from './changed.module.css';
import { ItemActions } from './entry-actions';
import table from './items-table.module.css';
import { RemarksCell } from './remarks-cell';
import { NextActorBadge } from './status-badge';

interface ItemsTableProps {
  agreementId: string;
  items: AgreementItem[];
  actions: AvailableActions;
  role: Party;
  highlighted: ReadonlySet<string>;
}

// What one row shows. Every prop keeps its identity while the item is unchanged (react-query
// shares unchanged rows between reads), so a push that changes one item re-renders one row.
interface ItemRowProps {
  index: number;
  agreementId: string;
  item: AgreementItem;
  actions: AvailableActions['items'][string] | undefined;
  role: Party;
  canRemark: boolean;
  changed: boolean;
  labels: MoneyLabels;
  measure: (row: HTMLElement | null) => void;
}

// Rough heights before a row is measured: a table row, and a card on a phone.
const ROW_HEIGHT = 88;
const CARD_HEIGHT = 300;

const days = (value: number | null) => (value === null ? 'Waiting' : `${value} days`);

function ItemRemarks({ agreementId, item, canRemark }: Pick<ItemRowProps, 'agreementId' | 'item' | 'canRemark'>) {
  return (
    <RemarksCell
      agreementId={agreementId}
      parentId={item.id}
      subject={`'${item.itemTitle}'`}
      remarks={item.communication}
      canRemark={canRemark}
    />
  );
}

const ItemRow = memo(function ItemRow({
  index,
  agreementId,
  item,
  actions,
  role,
  canRemark,
  changed,
  labels,
  measure,
}: ItemRowProps) {
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      data-testid="item-row"
      data-changed={changed || undefined}
      className={[index % 2 === 0 && table.striped, changed && classes.changed].filter(Boolean).join(' ') || undefined}
    >
      <Table.Td>{item.itemHsnCsnUin || '—'}</Table.Td>
      <Table.Td>
        <div className={table.title}>{item.itemTitle}</div>
        <div className={table.description}>{item.itemDescription}</div>
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
        <div className={table.status}>
          <NextActorBadge status={item.itemStatus} entityId={item.id} />
          <ItemRemarks agreementId={agreementId} item={item} canRemark={canRemark} />
        </div>
      </Table.Td>
      <Table.Td>
        <ItemActions agreementId={agreementId} item={item} actions={actions} role={role} />
      </Table.Td>
    </Table.Tr>
  );
});

const ItemCard = memo(function ItemCard({
  index,
  agreementId,
  item,
  actions,
  role,
  canRemark,
  changed,
  labels,
  measure,
}: ItemRowProps) {
  return (
    <div ref={measure} data-index={index} className={table.card}>
      <EntryCard
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
            <ItemRemarks agreementId={agreementId} item={item} canRemark={canRemark} />
            <ItemActions agreementId={agreementId} item={item} actions={actions} role={role} />
          </>
        }
        changedClass={changed ? classes.changed : undefined}
      />
    </div>
  );
});

// The line items with both sides' offers, status, remarks and the actions offered on each: a
// table, or cards on a phone. Only the rows near the window are rendered (a contract may have
// 1,000 items); the page keeps its full height, so it scrolls as if all were there.
export function ItemsTable({ agreementId, items, actions, role, highlighted }: ItemsTableProps) {
  const narrow = useNarrowScreen();
  const visible = useWindowRows(
    items.map((item) => item.id),
    narrow ? CARD_HEIGHT : ROW_HEIGHT,
  );
  const labels = useMoneyLabels();
  const canRemark = offers(actions.agreement, 'RemarkAgreement');
  if (items.length === 0) return <Text c="dimmed">No Item Is Present.</Text>;
  const rows = visible.rows.map(({ index }) => {
    const item = items[index]!;
    const Row = narrow ? ItemCard : ItemRow;
    return (
      <Row
        key={item.id}
        index={index}
        agreementId={agreementId}
        item={item}
        actions={actions.items[item.id]}
        role={role}
        canRemark={canRemark}
        changed={highlighted.has(item.id)}
        labels={labels}
        measure={visible.measure}
      />
    );
  });
  if (narrow)
    return (
      <div ref={visible.listRef} style={{ paddingTop: visible.spaceBefore, paddingBottom: visible.spaceAfter }}>
        {rows}
      </div>
    );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm">
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
        <Table.Tbody ref={visible.listRef}>
          {visible.spaceBefore > 0 && <tr aria-hidden style={{ height: visible.spaceBefore }} />}
          {rows}
          {visible.spaceAfter > 0 && <tr aria-hidden style={{ height: visible.spaceAfter }} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
