import { formatDate } from '@/lib/format';
import { decimal, item, type LongFormSpec, term, text, ticked, whole } from './long-form';

// Whole days from today to a date (at least 1; 30 without a date).
function daysUntil(date: string): number {
  const target = new Date(`${date}T00:00:00`);
  if (!date || Number.isNaN(target.getTime())) return 30;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return Math.max(1, Math.round((target.getTime() - today.getTime()) / 86_400_000));
}

// /BuySellT1: the 'Sales' template (buyer and seller) for one lot of goods.
export const GOODS_SALE: LongFormSpec = {
  title: 'Goods Sale Agreement',
  template: 'Sales',
  intro: 'A sale of goods: what is sold, the price with GST, delivery, inspection and warranty.',
  sections: [
    {
      title: 'Goods',
      fields: [
        {
          name: 'goods',
          label: 'Goods',
          kind: 'text',
          required: true,
          description: 'For example, OPC 53 grade cement, 50 kg bags',
        },
        { name: 'hsn', label: 'HSN code', kind: 'text' },
        { name: 'description', label: 'Description and specification', kind: 'textarea', wide: true },
        { name: 'quantity', label: 'Quantity', kind: 'number', required: true },
        { name: 'price', label: 'Price per unit (₹)', kind: 'amount', required: true },
        { name: 'gst', label: 'GST (%)', kind: 'percent', initial: '18' },
      ],
    },
    {
      title: 'Delivery',
      fields: [
        { name: 'deliveryAddress', label: 'Delivery address', kind: 'text', required: true, wide: true },
        { name: 'deliveryDate', label: 'Delivery by', kind: 'date', required: true },
        { name: 'insured', label: 'The seller insures the goods in transit', kind: 'checkbox' },
        { name: 'inspection', label: 'The buyer inspects the goods on delivery', kind: 'checkbox', initial: true },
        { name: 'defectDays', label: 'Days to report defects', kind: 'number', initial: '7' },
      ],
    },
    {
      title: 'Warranty',
      fields: [
        { name: 'warranty', label: 'The goods carry a warranty', kind: 'checkbox' },
        { name: 'warrantyMonths', label: 'Warranty (months)', kind: 'number' },
      ],
    },
    {
      title: 'Payment',
      fields: [
        { name: 'advance', label: 'Advance (%)', kind: 'percent', initial: '0' },
        { name: 'balanceDays', label: 'Balance due within (days of delivery)', kind: 'number', initial: '30' },
        { name: 'latePercent', label: 'Penalty for late delivery (%)', kind: 'percent', initial: '0' },
        { name: 'lateDays', label: 'Penalty applies after (days)', kind: 'number', initial: '0' },
      ],
    },
    { title: 'Anything else', fields: [{ name: 'notes', label: 'Additional terms', kind: 'textarea', wide: true }] },
  ],
  toContract: (a) => {
    const days = daysUntil(text(a, 'deliveryDate'));
    return {
      StartDate: null,
      NumberOfDays: days,
      Advance: decimal(a, 'advance'),
      LDPercent: decimal(a, 'latePercent'),
      LDDays: whole(a, 'lateDays'),
      Items: [
        item(text(a, 'goods'), decimal(a, 'quantity'), decimal(a, 'price'), decimal(a, 'gst'), {
          ItemCode: text(a, 'hsn'),
          ItemDescription: text(a, 'description'),
          ItemDeliveredInDays: days,
        }),
      ],
      Terms: [
        ...term(
          'Delivery',
          `The seller delivers the goods to ${text(a, 'deliveryAddress')} by ${formatDate(text(a, 'deliveryDate'))}.`,
        ),
        ...term(
          'Risk in transit',
          ticked(a, 'insured')
            ? 'The seller insures the goods in transit; risk passes to the buyer on delivery.'
            : 'Risk passes to the buyer when the goods are handed to the carrier.',
        ),
        ...term(
          'Inspection',
          ticked(a, 'inspection')
            ? `The buyer inspects the goods on delivery and reports any defect within ${whole(a, 'defectDays', 7)} days; defective goods are replaced at the seller’s cost.`
            : '',
        ),
        ...term(
          'Warranty',
          ticked(a, 'warranty')
            ? `The goods carry a warranty of ${whole(a, 'warrantyMonths', 12)} months from delivery against manufacturing defects.`
            : '',
        ),
        ...term('Additional terms', text(a, 'notes')),
      ],
      PaymentTerms: term(
        'Payment',
        `${decimal(a, 'advance')}% of the price is paid in advance and the balance within ${whole(a, 'balanceDays', 30)} days of delivery, against a GST invoice.`,
      ),
    };
  },
};
