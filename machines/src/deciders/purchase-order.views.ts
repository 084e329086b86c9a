// What a purchase order comes to: its contract amount (items less discount plus the order's
// taxes), the payment schedule in rupees, the publish check and the timeline tree.
import { Decimal } from 'decimal.js';
import type { PoPaymentData } from '../events/purchase-order.events.js';
import { lineAmount, supplyTypeOf } from '../rules/gst.rules.js';
import { compareDecimals, percentOf, subtractAmounts, sumAmounts, toAmount, type Rupees } from '../rules/money.js';
import { paymentTreeDays, PO_MESSAGES, publishTotalsMessage } from '../rules/purchase-order.rules.js';
import type { AgreementState } from './agreement.state.js';

/** An item as the order prices it: at its creator's rate and completion days. */
export interface PoLine {
  itemId: string;
  /** The HSN/SAC its invoice lines carry ('' when not given). */
  hsnSac: string;
  title: string;
  quantity: string;
  rate: Rupees;
  taxPercent: string;
  completionDays: number;
  amount: Rupees;
}

/**
 * The order's items at the creator's side of each offer (a missing rate or days counts as 0), each
 * priced by the tax rule under the order's two GSTINs (inter-state without both).
 */
export function purchaseOrderLines(state: AgreementState): PoLine[] {
  const side = state.agreement?.context.creatorRole ?? 'buyer';
  const header = state.purchaseOrder?.header;
  const supply = supplyTypeOf(header?.sellerGstin ?? null, header?.buyerGstin ?? null);
  return Object.values(state.items).map(({ context: i }) => {
    const rate = i[`${side}Rate`] ?? '0.00';
    return {
      itemId: i.itemId,
      hsnSac: i.hsnSac,
      title: i.title,
      quantity: i.quantity,
      rate,
      taxPercent: i.taxPercent,
      completionDays: i[`${side}CompletionDays`] ?? 0,
      amount: lineAmount(i.quantity, rate, i.taxPercent, supply),
    };
  });
}

export interface PoTotals {
  itemsTotal: Rupees;
  discount: Rupees;
  /** Items less the discount (never below 0): what the order's taxes are a percent of. */
  taxable: Rupees;
  taxes: { taxId: string; title: string; percent: string; amount: Rupees }[];
  /** The contract amount the payment list must add up to. */
  contractAmount: Rupees;
}

/** Items total, less the discount, plus each of the order's taxes on what remains. */
export function purchaseOrderTotals(state: AgreementState): PoTotals {
  const po = state.purchaseOrder;
  const itemsTotal = sumAmounts(purchaseOrderLines(state).map((l) => l.amount));
  const discount = po?.header.discount ?? '0.00';
  const taxable = toAmount(Decimal.max(0, new Decimal(itemsTotal).minus(discount)));
  const taxes = (po?.taxes ?? []).map((t) => ({ ...t, amount: percentOf(taxable, t.percent) }));
  return {
    itemsTotal,
    discount,
    taxable,
    taxes,
    contractAmount: sumAmounts([taxable, ...taxes.map((t) => t.amount)]),
  };
}

const isFrequency = (type: PoPaymentData['type']) => type === 'W' || type === 'M' || type === 'Q';

/** One row of the schedule in rupees: `amount` per instalment, `total` for all of them. */
export interface PoScheduleRow extends PoPaymentData {
  amount: Rupees;
  total: Rupees;
  /** Days from Start on which the row's instalments fall (tree spans). */
  treeDays: number[];
}

/**
 * The payment list in rupees. Each row is its percent of the contract amount (frequency rows once
 * per instalment); the final row takes what the others leave, never less than 0, so a list over
 * 100 percent still adds up to more than the contract.
 */
export function purchaseOrderSchedule(state: AgreementState): PoScheduleRow[] {
  const po = state.purchaseOrder;
  if (!po) return [];
  const { contractAmount } = purchaseOrderTotals(state);
  const itemDays = Object.fromEntries(purchaseOrderLines(state).map((l) => [l.itemId, l.completionDays]));
  const priced = po.payments.map((p) => {
    const amount = p.type === 'F' ? '0.00' : percentOf(contractAmount, p.percent ?? 0);
    const count = isFrequency(p.type) ? (p.count ?? 0) : 1;
    return { ...p, amount, total: toAmount(new Decimal(amount).times(count)) };
  });
  const rest = subtractAmounts(contractAmount, sumAmounts(priced.map((p) => p.total)));
  const remainder = compareDecimals(rest, 0) > 0 ? rest : '0.00';
  return priced.map((p) => {
    const row = p.type === 'F' ? { ...p, amount: remainder, total: remainder } : p;
    const entry = { ...p, amt: Number(p.percent ?? 0), days: p.days ?? undefined, count: p.count ?? undefined };
    return { ...row, treeDays: paymentTreeDays(entry, po.header.completionDays, itemDays) };
  });
}

/**
 * The publish check of a purchase order: null when it has items, comes to more than 0, carries
 * nothing its invoices could not (taxes of its own, a discount off the total; older drafts may
 * hold them) and its payment list adds up to the contract amount.
 */
export function purchaseOrderPublishBlocker(state: AgreementState): string | null {
  const po = state.purchaseOrder!;
  if (Object.keys(state.items).length === 0) return PO_MESSAGES.noItems;
  if (po.taxes.length > 0) return PO_MESSAGES.taxesRefused;
  if (compareDecimals(po.header.discount, 0) > 0) return PO_MESSAGES.discountRefused;
  const { contractAmount } = purchaseOrderTotals(state);
  if (compareDecimals(contractAmount, 0) <= 0) return PO_MESSAGES.nothingToPay;
  const scheduled = sumAmounts(purchaseOrderSchedule(state).map((p) => p.total));
  return publishTotalsMessage(contractAmount, scheduled);
}

/** A party of an order-raised contract as its documents name it. */
export interface PartyIdentity {
  legalName: string;
  gstin: string | null;
  address: string | null;
}

/**
 * Who a party of the contract is on its invoices: a purchase order's company name, GSTIN and
 * address as the order states them (the contract both parties agreed), each falling back to the
 * party's own profile where the order leaves it blank; any other contract's, the profile as it is.
 */
export function contractPartyIdentity(state: AgreementState, role: 'seller' | 'buyer', profile: PartyIdentity) {
  const header = state.purchaseOrder?.header;
  if (!header) return profile;
  const blankToNull = (v: string) => (v.trim() === '' ? null : v);
  return {
    legalName: blankToNull(header[`${role}Company`]) ?? profile.legalName,
    gstin: header[`${role}Gstin`] ?? profile.gstin,
    address: blankToNull(header[`${role}Address`]) ?? profile.address,
  };
}

/** One day of the timeline tree: the items due and the payments falling on it. */
export interface PoTimelineDay {
  day: number;
  items: { itemId: string; title: string }[];
  payments: { payId: string; type: PoPaymentData['type']; note: string; amount: Rupees }[];
}

/** Items and payments by day from Start (day 0) to End, in day order; only days with something on them. */
export function purchaseOrderTimeline(state: AgreementState): PoTimelineDay[] {
  const days = new Map<number, PoTimelineDay>();
  const dayOf = (day: number) => {
    const known = days.get(day);
    if (known) return known;
    const fresh: PoTimelineDay = { day, items: [], payments: [] };
    days.set(day, fresh);
    return fresh;
  };
  for (const line of purchaseOrderLines(state)) dayOf(line.completionDays).items.push(line);
  for (const row of purchaseOrderSchedule(state))
    for (const day of row.treeDays)
      dayOf(day).payments.push({ payId: row.payId, type: row.type, note: row.note, amount: row.amount });
  return [...days.values()]
    .map((d) => ({ ...d, items: d.items.map(({ itemId, title }) => ({ itemId, title })) }))
    .sort((a, b) => a.day - b.day);
}

/** The counterparty's link to a published order: /CheckPODetails with ph, s and pi (encoded, so +91 survives). */
export const purchaseOrderLink = (phone: string, raisedBy: 'Seller' | 'Buyer', id: string): string =>
  `/CheckPODetails?ph=${encodeURIComponent(phone)}&s=${raisedBy}&pi=${id}`;
