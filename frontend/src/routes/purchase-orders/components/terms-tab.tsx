import { Button, Stack, Text, Textarea } from '@mantine/core';
import { PoTermForm } from '@samvida/machines';
import { useState } from 'react';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';

// Terms and Conditions: one text each.
export function TermsTab({ order, editable }: { order: PurchaseOrder; editable: boolean }) {
  const call = useOrderCall(order.id);
  const [val, setVal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const parsed = PoTermForm.safeParse({ val });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    call.mutate(purchaseOrderCalls.addTerm(order.id, parsed.data.val), { onSuccess: () => setVal('') });
  };
  return (
    <Stack>
      {editable && (
        <>
          <Textarea
            label="Term"
            value={val}
            autosize
            minRows={2}
            onChange={(e) => setVal(e.currentTarget.value)}
            error={error}
          />
          <div>
            <Button onClick={add} loading={call.isPending}>
              Add Term
            </Button>
          </div>
        </>
      )}
      {!editable && error && <Text c="red">{error}</Text>}
      <RemovableTable
        rows={order.terms}
        keyOf={(t) => t.termId}
        headers={['Term']}
        cells={(t) => [t.val]}
        question="Are you sure you want to delete the term ?"
        empty="No terms"
        onRemove={editable ? (t) => call.mutate(purchaseOrderCalls.removeTerm(order.id, t.termId)) : undefined}
      />
    </Stack>
  );
}
