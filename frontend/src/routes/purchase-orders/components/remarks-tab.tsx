import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';

// Agreement Remarks: who wrote what.
export function RemarksTab({ order }: { order: PurchaseOrder }) {
  const call = useOrderCall(order.id);
  const [text, setText] = useState('');
  return (
    <Stack>
      <Textarea label="Remark" value={text} autosize onChange={(e) => setText(e.currentTarget.value)} />
      <div>
        <Button
          disabled={!text.trim()}
          loading={call.isPending}
          onClick={() => call.mutate(purchaseOrderCalls.addRemark(order.id, text), { onSuccess: () => setText('') })}
        >
          Add Remark
        </Button>
      </div>
      <RemovableTable
        rows={order.remarks}
        keyOf={(r) => r.remarkId}
        headers={['By', 'Remark']}
        cells={(r) => [r.createdBy === 'seller' ? 'Seller' : 'Buyer', r.description]}
        question=""
        empty="No remarks"
      />
    </Stack>
  );
}
