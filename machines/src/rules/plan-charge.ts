// What buying a plan costs: the plan's rate is its taxable value, and GST is added by the one tax
// rule of every GST document (gst.rules.ts). The checkout charges the total; the receipt splits it.
import { lineTax } from './gst.rules.js';
import type { DecimalString, Rupees } from './money.js';

/** GST on a subscription (an online service): 18%. */
export const PLAN_GST_PERCENT = '18';

/** A plan's price as charged: the rate (taxable), the GST on it and the total the card pays. */
export interface PlanCharge {
  taxable: Rupees;
  gstPercent: string;
  gst: Rupees;
  total: Rupees;
}

/** What a plan at `rate` rupees is charged at, GST added (priced as an inter-state supply, IGST). */
export function planCharge(rate: DecimalString | number): PlanCharge {
  const { net, tax, total } = lineTax(1, rate, PLAN_GST_PERCENT, 'INTER');
  return { taxable: net, gstPercent: PLAN_GST_PERCENT, gst: tax, total };
}
