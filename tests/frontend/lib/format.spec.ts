// Display helpers: counts read in the singular for one (issue 41, point 6: "1 payments").
import { describe, expect, it } from '@jest/globals';
import { countOf } from '../../../frontend/src/lib/format.js';

describe('countOf', () => {
  it('says one payment, and several payments', () => {
    expect(countOf(1, 'payment')).toBe('1 payment');
    expect(countOf(3, 'payment')).toBe('3 payments');
    expect(countOf(0, 'item')).toBe('0 items');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});
