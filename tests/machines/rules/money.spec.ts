import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  compareDecimals,
  decimalsEqual,
  formatInr,
  lineAmount,
  lineAmounts,
  percentOf,
  subtractAmounts,
  sumAmounts,
  toAmount,
  totalsOf,
} from '@samvida/machines';

describe('line amounts', () => {
  it('is the taxable value (quantity × rate) to the paisa plus the tax on it, each rounded half-up', () => {
    expect(lineAmount('2', '100', '18')).toBe('236.00');
    // 3 × 99.99 = 299.97; 299.97 × 18% = 53.9946 → 53.99; 299.97 + 53.99 = 353.96
    expect(lineAmount('3', '99.99', '18')).toBe('353.96');
    // 1.5 × 10.33 = 15.495 → 15.50 taxable; 15.50 × 5% = 0.775 → 0.78 IGST; 15.50 + 0.78 = 16.28
    // (the old rule rounded the gross once: 15.495 × 1.05 = 16.26975 → 16.27, tax 0.77)
    expect(lineAmounts('1.5', '10.33', '5')).toEqual({ net: '15.50', tax: '0.78', total: '16.28' });
    // Half a paisa rounds up: 0.125 × 1 = 0.125 → 0.13
    expect(lineAmount('1', '0.125', '0')).toBe('0.13');
    expect(lineAmount('0', '100', '18')).toBe('0.00');
  });

  it('never uses binary floating point (0.1 + 0.2 style errors stay out)', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(lineAmount('3', '0.10', '0')).toBe('0.30');
    expect(lineAmount('1.005', '1', '0')).toBe('1.01');
  });

  it('keeps net + tax = total for any line (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('0', '5', '12', '18', '28', '2.5'),
        (qty, paise, tax) => {
          const rate = (paise / 100).toFixed(2);
          const { net, tax: t, total } = lineAmounts(String(qty), rate, tax);
          return sumAmounts([net, t]) === total;
        },
      ),
    );
  });
});

describe('totals', () => {
  const lines = [
    { quantity: '2', rate: '100', taxPercent: '18' }, // 200 + 36
    { quantity: '1', rate: '50.50', taxPercent: '5' }, // 50.50 + 2.525 → 53.03, tax 2.53
    { quantity: '3', rate: '10', taxPercent: '0' }, // 30
  ];

  it('sums mixed tax rates line by line', () => {
    expect(totalsOf(lines)).toEqual({
      net: '280.50',
      cgst: '0.00',
      sgst: '0.00',
      igst: '38.53',
      tax: '38.53',
      total: '319.03',
    });
  });
});

describe('helpers', () => {
  it('does exact arithmetic on amount strings', () => {
    expect(percentOf('106.20', '4')).toBe('4.25');
    expect(subtractAmounts('101.95', '50')).toBe('51.95');
    expect(toAmount(12.5)).toBe('12.50');
    expect(compareDecimals('10', '10.00')).toBe(0);
    expect(compareDecimals('9.99', '10')).toBe(-1);
    expect(decimalsEqual('100', '100.00')).toBe(true);
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatInr('123456')).toBe('₹1,23,456.00');
    expect(formatInr('1234567.5')).toBe('₹12,34,567.50');
    expect(formatInr('100')).toBe('₹100.00');
    expect(formatInr('999.995')).toBe('₹1,000.00');
    expect(formatInr('0')).toBe('₹0.00');
    expect(formatInr('-1234.5')).toBe('-₹1,234.50');
    expect(formatInr('-0.001')).toBe('₹0.00');
    expect(formatInr('123456789012')).toBe('₹1,23,45,67,89,012.00');
  });
});
