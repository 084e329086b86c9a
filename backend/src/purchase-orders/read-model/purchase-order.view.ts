// The editor's view of one order, computed from its agreement state by the machines' views.
import {
  availableAgreementActions,
  purchaseOrderLines,
  purchaseOrderSchedule,
  purchaseOrderTimeline,
  purchaseOrderTitle,
  purchaseOrderTotals,
  type AgreementState,
} from '@samvida/machines';

export function purchaseOrderView(state: AgreementState, userId: string) {
  const agreement = state.agreement!;
  const po = state.purchaseOrder!;
  const raisedBy = agreement.context.creatorRole === 'seller' ? 'Seller' : 'Buyer';
  const terms = Object.values(state.terms).map(({ context: t }) => ({ termId: t.termId, val: t.text }));
  return {
    id: agreement.context.agreementId,
    status: agreement.status,
    raisedBy,
    title: purchaseOrderTitle(raisedBy),
    header: po.header,
    items: purchaseOrderLines(state),
    taxes: purchaseOrderTotals(state).taxes,
    terms,
    payments: purchaseOrderSchedule(state),
    totals: purchaseOrderTotals(state),
    timeline: purchaseOrderTimeline(state),
    remarks: state.remarks.map((r) => ({ remarkId: r.remarkId, createdBy: r.by, description: r.text })),
    actions: availableAgreementActions(state, { userId }).agreement.map((a): string => a.command),
  };
}
export type PurchaseOrderView = ReturnType<typeof purchaseOrderView>;
