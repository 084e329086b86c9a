// The editor's view of one order, computed from its agreement state by the machines' views.
import type { Actor } from '../../common/auth/access-token.service.js';
import {
  availableAgreementActions,
  purchaseOrderPublishBlocker,
  purchaseOrderLines,
  purchaseOrderSchedule,
  purchaseOrderTimeline,
  purchaseOrderTitle,
  purchaseOrderTotals,
  sumAmounts,
  type AgreementState,
} from '@samvida/machines';

// `linkOf` gives an upload's address (attachments are served by the uploads feature).
export function purchaseOrderView(state: AgreementState, actor: Actor, linkOf: (uploadId: string) => string) {
  const agreement = state.agreement!;
  const po = state.purchaseOrder!;
  const raisedBy = agreement.context.creatorRole === 'seller' ? 'Seller' : 'Buyer';
  const payments = purchaseOrderSchedule(state);
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
    payments,
    totals: { ...purchaseOrderTotals(state), scheduled: sumAmounts(payments.map((p) => p.total)) },
    // Why Publish is refused now (the spec's two messages), or null.
    publishBlocker: purchaseOrderPublishBlocker(state),
    timeline: purchaseOrderTimeline(state),
    attachments: po.attachments.map((a) => ({
      id: a.attachmentId,
      attachmentType: a.attachmentType,
      title: a.title,
      parentId: a.parentId,
      link: linkOf(a.attachmentIds[0]!),
    })),
    remarks: state.remarks.map((r) => ({ remarkId: r.remarkId, createdBy: r.by, description: r.text })),
    actions: availableAgreementActions(state, actor).agreement.map((a): string => a.command),
  };
}
export type PurchaseOrderView = ReturnType<typeof purchaseOrderView>;
