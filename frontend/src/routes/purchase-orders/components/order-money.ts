import { formatMoney } from '@/lib/currency';
import type { PurchaseOrder } from '../api/purchase-orders';

// Formats the order's amounts in its currency: ₹ in Indian grouping for INR, else that currency's sign.
export const moneyOf =
  (order: PurchaseOrder) =>
  (amount: string): string =>
    formatMoney(amount, order.header.currency);
