// Issue 11, "Numbers": negative, non-numeric and absurd amounts are refused with a plain message
// (quantity up to 10^9, rate up to ₹10^12, tax 0-100), and the builder never totals them.
import { describe, expect, it } from '@jest/globals';
import { Amount, HOUSE_MESSAGES, Percent, Quantity, builderLineAmount, builderLineErrors } from '@samvida/machines';

const message = (schema: typeof Amount | typeof Quantity | typeof Percent, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('number bounds', () => {
  it.each([-100, '-100', '-0.01', 'abc', '1e5', Number.NaN, '1000000000000.01', 1e13, '99999999999999999999'])(
    'refuses the amount %p with the plain message',
    (value) => expect(message(Amount, value)).toBe(HOUSE_MESSAGES.amountInvalid),
  );

  it('accepts amounts from 0 to ₹10^12', () => {
    expect(Amount.parse('0')).toBe('0.00');
    expect(Amount.parse('1000000000000')).toBe('1000000000000.00');
    expect(Amount.parse(999999999999.99)).toBe('999999999999.99');
  });

  it('bounds a quantity at 10^9 and a tax at 100', () => {
    expect(Quantity.parse('1000000000')).toBe('1000000000');
    expect(message(Quantity, '1000000000.001')).toBe(HOUSE_MESSAGES.quantityInvalid);
    expect(message(Quantity, -1)).toBe(HOUSE_MESSAGES.quantityInvalid);
    expect(message(Percent, 100.01)).toBe(HOUSE_MESSAGES.percentInvalid);
    expect(message(Percent, -1)).toBe(HOUSE_MESSAGES.percentInvalid);
  });

  it('names each refused builder field and counts its line as 0, never a negative or absurd total', () => {
    const negative = { quantity: '12', rate: '-6500', tax: '5' };
    expect(builderLineErrors(negative)).toEqual({ rate: HOUSE_MESSAGES.amountInvalid });
    expect(builderLineAmount(negative)).toBe('0.00');
    const huge = { quantity: '1000000000', rate: '99999999999999999', tax: '18' };
    expect(builderLineErrors(huge)).toEqual({ rate: HOUSE_MESSAGES.amountInvalid });
    expect(builderLineAmount(huge)).toBe('0.00');
    expect(builderLineErrors({ quantity: '', rate: '', tax: '101' })).toEqual({ tax: HOUSE_MESSAGES.percentInvalid });
    expect(builderLineAmount({ quantity: '12', rate: '6500', tax: '5' })).toBe('81900.00');
    expect(builderLineErrors({ quantity: '', rate: '', tax: '' })).toEqual({});
  });
});
