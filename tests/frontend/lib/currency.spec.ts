// Amounts and currency selects show a currency's sign, never a bare code (₹ for INR).
import { describe, expect, it } from '@jest/globals';
import { currencyLabel, formatMoney } from '../../../frontend/src/lib/currency.js';

describe('currency signs', () => {
  it('formats rupees with ₹ in Indian grouping', () => {
    expect(formatMoney('1234567.5')).toBe('₹12,34,567.50');
    expect(formatMoney('100', 'INR')).toBe('₹100.00');
  });

  it("uses each currency's sign, the narrow one where the distinct sign is the code itself", () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'RUB')).toBe('₽1,234.50');
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
  });

  it('names a select option by code and sign', () => {
    expect(['INR', 'RUB', 'GBP'].map(currencyLabel)).toEqual(['INR (₹)', 'RUB (₽)', 'GBP (£)']);
  });
});
