// Issue 37, point 5: the pay page shows the GST on a plan and the total the card is charged; the
// order and the receipt use the same figures (worked out here by hand, 18% half-up to the paisa).
import { describe, expect, it } from '@jest/globals';
import { planCharge } from '@samvida/machines';

describe('what a plan is charged at', () => {
  it.each([
    ['999.00', '179.82', '1178.82'],
    ['1.00', '0.18', '1.18'],
    // 0.05 × 18% = 0.009: half-up to 0.01.
    ['0.05', '0.01', '0.06'],
    // 2.5 × 18% = 0.45 exactly; 2.75 × 18% = 0.495 → 0.50.
    ['2.75', '0.50', '3.25'],
  ])('₹%s plus GST: %s, %s in all', (rate, gst, total) => {
    expect(planCharge(rate)).toEqual({ taxable: rate, gstPercent: '18', gst, total });
  });
});
