// Issue 39: drafting from a description with no outside service. Indian number words, lakh and
// crore, Indian digit grouping, quantities with units, lots, advance, LD, dates and places become
// proposed items, terms and fields, checked by the contract input schemas.
import { describe, expect, it } from '@jest/globals';
import { DraftProposal, numbersAsDigits, parseDealDescription, wordsToNumber } from '@samvida/machines';

const TODAY = '2026-11-27';
const parse = (text: string) => parseDealDescription(text, TODAY);

describe('Indian numbers', () => {
  it('reads number words in the Indian system', () => {
    expect(wordsToNumber('five hundred')).toBe('500');
    expect(wordsToNumber('twenty-five lakh')).toBe('2500000');
    expect(wordsToNumber('one lakh fifty thousand')).toBe('150000');
    expect(wordsToNumber('two crore fifty lakh')).toBe('25000000');
    expect(wordsToNumber('one hundred and twenty five crore')).toBe('1250000000');
    expect(wordsToNumber('five apples')).toBeNull();
  });

  it('writes scales and grouping as plain digits, exactly', () => {
    expect(numbersAsDigits('Rs 2.5 lakh and ₹1.25 crore, 2,50,000 or 25k')).toBe(
      'Rs 250000 and ₹12500000, 250000 or 25000',
    );
    expect(numbersAsDigits('Rs 1.5 lakh deposit for two hundred bags')).toBe('Rs 150000 deposit for 200 bags');
  });
});

describe('drafting from a description', () => {
  it("reads the issue's example: 500 office chairs to Pune in 3 lots, 10% advance", () => {
    const draft = parse('supply of 500 office chairs to Pune in 3 lots, 10% advance');
    expect(draft.ContractType).toBe('Sales');
    expect(draft.Items).toEqual([
      { ItemTitle: 'Office chairs', ItemDescription: '', Qty: '500', UnitId: '2', Rate: null, Tax: '18' },
    ]);
    expect(draft.Terms.map((t) => t.TermTitle)).toEqual(['Delivery in lots', 'Place of delivery']);
    expect(draft.Terms[1]!.TermTxt).toBe(
      'Delivered to Pune, Maharashtra; the place of supply for GST is Maharashtra (State code 27).',
    );
    expect(draft.Fields.Advance).toBe('10');
    expect(draft.Notes).toContain('No rate found for some items: fill it in.');
  });

  it('reads number words, units, per-unit and total amounts in lakh, GST, payment days and a completion date', () => {
    const draft = parse(
      'Supply of two hundred bags of cement at Rs 380 per bag and one hundred steel rods for ₹2.5 lakh to ' +
        'Bengaluru, payment within 45 days, 12% GST, by 15 March 2027',
    );
    expect(draft.Items).toEqual([
      { ItemTitle: 'Cement', ItemDescription: '', Qty: '200', UnitId: '17', Rate: '380.00', Tax: '12' },
      { ItemTitle: 'Steel rods', ItemDescription: '', Qty: '100', UnitId: '2', Rate: '2500.00', Tax: '12' },
    ]);
    expect(draft.Terms[0]).toEqual({
      TermTitle: 'Payment',
      TermTxt: 'Payment within 45 days of the invoice.',
      IsPaymentTerm: true,
    });
    // 27 November 2026 to 15 March 2027.
    expect(draft.Fields.NumberOfDays).toBe(108);
  });

  it('reads a start date (Indian day/month order), a duration, LD with its days, and an amount in words', () => {
    const draft = parse(
      'Website design for one lakh fifty thousand rupees, starting 1st January 2027, over 3 months, 2% penalty after 7 days',
    );
    expect(draft.ContractType).toBe('Freelance');
    expect(draft.Items).toEqual([
      { ItemTitle: 'Website design', ItemDescription: '', Qty: '1', UnitId: '21', Rate: '150000.00', Tax: '18' },
    ]);
    expect(draft.Fields).toMatchObject({ StartDate: '2027-01-01', NumberOfDays: 90, LDPercent: '2', LDDays: 7 });
    expect(
      parse('Rent of a flat in Mumbai, rent Rs 35,000, security deposit of Rs 1.5 lakh from 01/12/2026').Fields,
    ).toMatchObject({ StartDate: '2026-12-01', Deposit: '150000.00' });
  });

  it('reads hours of a service and net payment terms', () => {
    const draft = parse('40 hours of consulting at ₹3,000 per hour, net 30');
    expect(draft.ContractType).toBe('Consulting');
    expect(draft.Items).toEqual([
      { ItemTitle: 'Consulting', ItemDescription: '', Qty: '40', UnitId: '18', Rate: '3000.00', Tax: '18' },
    ]);
    expect(draft.Terms[0]!.TermTxt).toBe('Payment within 30 days of the invoice.');
  });

  it('says what it could not read, refuses an impossible date, and always answers a valid proposal', () => {
    const draft = parse('Something nice by 31/02/2027');
    expect(draft.Items).toEqual([]);
    expect(draft.Notes).toEqual([
      '"by 31/02/2027" is not a calendar date.',
      'No quantity or amount found: add the items yourself.',
    ]);
    const huge = parse('supply of 5000000000 bolts');
    expect(huge.Items).toEqual([]);
    expect(huge.Notes[0]).toMatch(/^'bolts' was left out: /);
    expect(DraftProposal.safeParse(parse('x'.repeat(5000))).success).toBe(true);
  });
});
