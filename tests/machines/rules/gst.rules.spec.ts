import { describe, expect, it } from '@jest/globals';
import {
  documentTotals,
  financialYearOf,
  gstDocumentNumber,
  hsnSummary,
  invoicedLine,
  supplyTypeOf,
  taxHeads,
  totalsOf,
} from '@samvida/machines';
import { settlementLine as line } from '../support/samples.js';

const MAHARASHTRA = '27AAPFU0939F1ZV';
const MAHARASHTRA_2 = '27AAGCB7383J1Z9';
const KARNATAKA = '29AAGCB7383J1Z4';

describe('GST numbering', () => {
  it('reads the April-March financial year', () => {
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2099-12-31T23:00:00.000Z')).toBe('99-00');
  });

  it('writes numbers of at most 16 characters per series', () => {
    expect(gstDocumentNumber('INV', '26-27', 123)).toBe('SV/26-27/000123');
    expect(gstDocumentNumber('CRN', '26-27', 7)).toBe('CN/26-27/000007');
    expect(gstDocumentNumber('INV', '26-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(() => gstDocumentNumber('INV', '26-27', 0)).toThrow(RangeError);
    expect(() => gstDocumentNumber('INV', '26-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('GST split', () => {
  it('is CGST + SGST within one state and IGST across states', () => {
    expect(supplyTypeOf(MAHARASHTRA, MAHARASHTRA_2)).toBe('INTRA');
    expect(supplyTypeOf(MAHARASHTRA, KARNATAKA)).toBe('INTER');
    expect(supplyTypeOf(MAHARASHTRA, null)).toBe('INTER');
  });

  it('taxes each line: CGST and SGST each on the taxable value at half the rate, or IGST at the rate', () => {
    const lines = [
      { quantity: '2', rate: '100', taxPercent: '18' }, // 200.00
      { quantity: '1', rate: '50.50', taxPercent: '5' }, // 50.50
      { quantity: '3', rate: '10', taxPercent: '0' }, // 30.00
    ];
    // Intra-state: 200.00 × 9% = 18.00 each; 50.50 × 2.5% = 1.2625 → 1.26 each; 0. CGST = SGST = 19.26.
    // (The old rule split the summed tax 38.53 into 19.26 + 19.27.)
    expect(totalsOf(lines, supplyTypeOf(MAHARASHTRA, MAHARASHTRA_2))).toEqual({
      net: '280.50',
      cgst: '19.26',
      sgst: '19.26',
      igst: '0.00',
      tax: '38.52',
      total: '319.02',
    });
    // Inter-state: 200.00 × 18% = 36.00; 50.50 × 5% = 2.525 → 2.53; 0. IGST 38.53.
    expect(totalsOf(lines, supplyTypeOf(MAHARASHTRA, KARNATAKA))).toMatchObject({ igst: '38.53', total: '319.03' });
    expect(taxHeads('200', '18', supplyTypeOf(MAHARASHTRA, null))).toEqual({
      cgst: '0.00',
      sgst: '0.00',
      igst: '36.00',
    });
    expect(taxHeads('200', '18', supplyTypeOf(MAHARASHTRA, MAHARASHTRA_2))).toEqual({
      cgst: '18.00',
      sgst: '18.00',
      igst: '0.00',
    });
  });

  it('totals 4 x 100.00 + 3 x 10.25 at 18% to 508.29, split both ways', () => {
    const lines = [line(), line({ hsnSac: '8473', title: 'Mouse', invoicedQuantity: '3', invoicedRate: '10.25' })];
    expect(
      totalsOf([
        { quantity: 4, rate: '100.00', taxPercent: 18 },
        { quantity: 3, rate: '10.25', taxPercent: 18 },
      ]).total,
    ).toBe('508.29');
    // Intra-state: 400.00 × 9% = 36.00 each; 30.75 × 9% = 2.7675 → 2.77 each.
    expect(
      documentTotals(
        lines.map((l) => invoicedLine(l, 'INTRA')),
        'INTRA',
      ),
    ).toEqual({
      taxable: '430.75',
      cgst: '38.77',
      sgst: '38.77',
      igst: '0.00',
      total: '508.29',
      roundOff: '0.00',
    });
    // Inter-state: 400.00 × 18% = 72.00; 30.75 × 18% = 5.535 → 5.54.
    expect(
      documentTotals(
        lines.map((l) => invoicedLine(l, 'INTER')),
        'INTER',
      ),
    ).toEqual({
      taxable: '430.75',
      cgst: '0.00',
      sgst: '0.00',
      igst: '77.54',
      total: '508.29',
      roundOff: '0.00',
    });
  });

  it('summarises by HSN/SAC and rate', () => {
    const lines = [
      line(),
      line({ invoicedQuantity: '1', invoicedRate: '50.00' }),
      line({ hsnSac: '9983', taxPercent: '5', invoicedQuantity: '1', invoicedRate: '20.00' }),
    ].map((l) => invoicedLine(l, 'INTRA'));
    expect(hsnSummary(lines, 'INTRA')).toEqual([
      {
        hsnSac: '8471',
        taxPercent: '18',
        quantity: '5',
        taxable: '450.00',
        cgst: '40.50',
        sgst: '40.50',
        igst: '0.00',
        total: '531.00',
      },
      {
        hsnSac: '9983',
        taxPercent: '5',
        quantity: '1',
        taxable: '20.00',
        cgst: '0.50',
        sgst: '0.50',
        igst: '0.00',
        total: '21.00',
      },
    ]);
  });
});
