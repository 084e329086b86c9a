import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import type { ApiCall } from '@/api/notified-call';
import { queryKeys } from '@/api/query-keys';

const PaymentType = z.enum(['A', 'P', 'F', 'W', 'M', 'Q', 'I']);
const PurchaseOrder = z.object({
  id: z.string(),
  status: z.string(),
  raisedBy: z.enum(['Seller', 'Buyer']),
  title: z.string(),
  header: z.object({
    title: z.string(),
    description: z.string(),
    raisedForPhoneNumber: z.string(),
    completionDays: z.number(),
    sellerAddress: z.string(),
    buyerAddress: z.string(),
    sellerGstin: z.nullable(z.string()),
    buyerGstin: z.nullable(z.string()),
    sellerCompany: z.string(),
    buyerCompany: z.string(),
    notificationPeriod: z.number(),
    discount: z.string(),
    currency: z.string(),
  }),
  items: z.array(
    z.object({
      itemId: z.string(),
      hsnSac: z.string(),
      title: z.string(),
      quantity: z.string(),
      rate: z.string(),
      taxPercent: z.string(),
      completionDays: z.number(),
      amount: z.string(),
    }),
  ),
  taxes: z.array(z.object({ taxId: z.string(), title: z.string(), percent: z.string(), amount: z.string() })),
  terms: z.array(z.object({ termId: z.string(), val: z.string() })),
  payments: z.array(
    z.object({
      payId: z.string(),
      type: PaymentType,
      note: z.string(),
      percent: z.nullable(z.string()),
      days: z.nullable(z.number()),
      count: z.nullable(z.number()),
      itemIds: z.array(z.string()),
      amount: z.string(),
      total: z.string(),
    }),
  ),
  totals: z.object({
    itemsTotal: z.string(),
    discount: z.string(),
    taxable: z.string(),
    contractAmount: z.string(),
    scheduled: z.string(),
  }),
  publishBlocker: z.nullable(z.string()),
  timeline: z.array(
    z.object({
      day: z.number(),
      items: z.array(z.object({ itemId: z.string(), title: z.string() })),
      payments: z.array(z.object({ payId: z.string(), type: PaymentType, note: z.string(), amount: z.string() })),
    }),
  ),
  attachments: z.array(
    z.object({
      id: z.string(),
      attachmentType: z.enum(['N', 'T', 'I']),
      title: z.string(),
      parentId: z.nullable(z.string()),
      link: z.string(),
    }),
  ),
  remarks: z.array(z.object({ remarkId: z.string(), createdBy: z.string(), description: z.string() })),
  actions: z.array(z.string()),
});
export type PurchaseOrder = z.output<typeof PurchaseOrder>;

// GET PurchaseOrders/Detail: the editor's whole view of one order (header, lines, schedule, tree).
export function usePurchaseOrder(id: string | null) {
  return useQuery({
    // Its own key under the agreement's: the contract's detail (/DetailContract) has another shape.
    queryKey: [...queryKeys.agreement(id ?? ''), 'purchase-order'],
    queryFn: () => apiGet('PurchaseOrders/Detail', PurchaseOrder, { purchaseOrderId: id! }),
    enabled: !!id,
  });
}

const LinkCheck = z.object({ id: z.string(), ready: z.boolean(), status: z.string() });

// GET PurchaseOrders/CheckPODetails: polled until the order reaches the signed-in counterparty.
export function usePoLinkCheck(link: { ph: string; s: string; pi: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['purchase-order-link', link.pi, link.ph],
    queryFn: () => apiGet('PurchaseOrders/CheckPODetails', LinkCheck, link),
    enabled,
    // Until the order is ready for this account; a refusal is final, so it stops asking.
    refetchInterval: (query) => (query.state.data?.ready || query.state.error ? false : 2000),
  });
}

// What Create answers: the new order's id (its agreement id).
export const CreatedOrder = z.object({ id: z.string() });

// The editor's calls on an existing order (each answers with the spec's message).
export const purchaseOrderCalls = {
  update: (body: object): ApiCall => ({ path: 'PurchaseOrders/Update', method: 'POST', body }),
  addItem: (body: object): ApiCall => ({ path: 'PurchaseOrders/AddItem', method: 'POST', body }),
  removeItem: (AgreementId: string, AgItemId: string): ApiCall => ({
    path: 'PurchaseOrders/RemoveItem',
    method: 'POST',
    body: { AgreementId, AgItemId },
  }),
  removeTax: (AgreementId: string, TaxId: string): ApiCall => ({
    path: 'PurchaseOrders/RemoveTax',
    method: 'POST',
    body: { AgreementId, TaxId },
  }),
  addTerm: (AgreementId: string, val: string): ApiCall => ({
    path: 'PurchaseOrders/AddTerm',
    method: 'POST',
    body: { AgreementId, val },
  }),
  removeTerm: (AgreementId: string, TermId: string): ApiCall => ({
    path: 'PurchaseOrders/RemoveTerm',
    method: 'POST',
    body: { AgreementId, TermId },
  }),
  addPayment: (body: object): ApiCall => ({ path: 'PurchaseOrders/AddPayment', method: 'POST', body }),
  removePayment: (AgreementId: string, PayId: string): ApiCall => ({
    path: 'PurchaseOrders/RemovePayment',
    method: 'POST',
    body: { AgreementId, PayId },
  }),
  addAttachment: (body: object): ApiCall => ({ path: 'PurchaseOrders/AddAttachment', method: 'POST', body }),
  removeAttachment: (AgreementId: string, AttachmentId: string): ApiCall => ({
    path: 'PurchaseOrders/RemoveAttachment',
    method: 'POST',
    body: { AgreementId, AttachmentId },
  }),
  addRemark: (AgreementId: string, RemarkText: string): ApiCall => ({
    path: 'PurchaseOrders/AddRemark',
    method: 'POST',
    body: { AgreementId, RemarkText },
  }),
  publish: (AgreementId: string): ApiCall => ({
    path: 'PurchaseOrders/Publish',
    method: 'POST',
    body: { AgreementId },
  }),
};
