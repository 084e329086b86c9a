import { Button, Stack, Text, Textarea } from '@mantine/core';
import { PoTermForm, advanceRowChange, pickedGroupFigures } from '@samvida/machines';
import { useState } from 'react';
import type { ApiCall } from '@/api/notified-call';
import { type PickedTermGroup, TermGroupPicker } from '@/components/pickers/term-group-picker';
import { purchaseOrderCalls, type PurchaseOrder } from '../api/purchase-orders';
import { RemovableTable } from './removable-table';
import { useOrderCall } from './use-order-call';

// A picked group's calls: each of its terms as one of the order's (a term of the order is one text,
// at most 1000 like a group term's), then its advance as the schedule's advance row.
function groupCalls(order: PurchaseOrder, { group, terms }: PickedTermGroup): ApiCall[] {
  const termCalls = terms.map((term) => purchaseOrderCalls.addTerm(order.id, term.termTxt));
  const { advance } = pickedGroupFigures(group);
  const change = advance === undefined ? null : advanceRowChange(order.payments, advance);
  return [
    ...termCalls,
    ...(change?.removePayId ? [purchaseOrderCalls.removePayment(order.id, change.removePayId)] : []),
    ...(change?.add ? [purchaseOrderCalls.addPayment({ AgreementId: order.id, ...change.add, itemIds: [] })] : []),
  ];
}

// Terms and Conditions: one text each, typed or taken from a saved term group (whose advance becomes
// the order's advance payment, which the Payments tab can still change).
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
          <TermGroupPicker typeName={order.raisedBy} onPick={(picked) => call.mutate(groupCalls(order, picked))} />
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
