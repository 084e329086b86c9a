import { Alert, Stack } from '@mantine/core';
import { PO_MESSAGES } from '@samvida/machines';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';
import { moneyOf } from './order-money';

// Taxes: GST is each item's Tax %, so the order takes none of its own (issue 41). Taxes an older
// draft holds are listed to be removed: it cannot be published with them.
export function TaxesTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const money = moneyOf(order);
  return (
    <Stack>
      <Alert color="blue">{PO_MESSAGES.taxesRefused}</Alert>
      {order.taxes.length > 0 && (
        <RemovableTable
          rows={order.taxes}
          keyOf={(t) => t.taxId}
          headers={['Title', 'Percent', 'Amount']}
          cells={(t) => [t.title, `${t.percent}%`, money(t.amount)]}
          question="Are you sure you want to delete this tax ?"
          empty="No taxes"
          onRemove={editable ? (t) => call.mutate(purchaseOrderCalls.removeTax(order.id, t.taxId)) : undefined}
        />
      )}
    </Stack>
  );
}
