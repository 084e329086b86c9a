import { describe, expect, it } from '@jest/globals';
import {
  creditNoteLines,
  documentTotals,
  financialYearOf,
  gstDocumentNumber,
  hsnSummary,
  invoicedLine,
  ldPenaltyPercent,
  settledTotal,
  supplyTypeOf,
  totalsOf,
  type SettlementLineInput,
} from '@samvida/machines';

const MAHARASHTRA = '27AAPFU0939F1ZV';
const MAHARASHTRA_2 = '27AAGCB7383J1Z9';
const KARNATAKA = '29AAGCB7383J1Z4';

const line = (overrides: Partial<SettlementLineInput> = {}): SettlementLineInput => ({
  hsnSac: '8471',
  title: 'Laptop',
  taxPercent: '18',
  invoicedQuantity: '4',
  invoicedRate: '100.00',
  deliveredCount: '4',
  defectedCount: '0',
  agreedRate: '100.00',
  ...overrides,
});

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

  it('totals 4 x 100.00 + 3 x 10.25 at 18% to 508.29, split both ways', () => {
    const lines = [line(), line({ hsnSac: '8473', title: 'Mouse', invoicedQuantity: '3', invoicedRate: '10.25' })].map(
      invoicedLine,
    );
    expect(
      totalsOf([
        { quantity: 4, rate: '100.00', taxPercent: 18 },
        { quantity: 3, rate: '10.25', taxPercent: 18 },
      ]).total,
    ).toBe('508.29');
    expect(documentTotals(lines, 'INTRA')).toEqual({
      taxable: '430.75',
      cgst: '38.77',
      sgst: '38.77',
      igst: '0.00',
      total: '508.29',
    });
    expect(documentTotals(lines, 'INTER')).toEqual({
      taxable: '430.75',
      cgst: '0.00',
      sgst: '0.00',
      igst: '77.54',
      total: '508.29',
    });
  });

  it('summarises by HSN/SAC and rate', () => {
    const lines = [
      line(),
      line({ invoicedQuantity: '1', invoicedRate: '50.00' }),
      line({ hsnSac: '9983', taxPercent: '5', invoicedQuantity: '1', invoicedRate: '20.00' }),
    ].map(invoicedLine);
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

describe('liquidated damages', () => {
  it('draws the LD percent only after the completion date plus the LD days', () => {
    expect(ldPenaltyPercent('2026-05-10', '2026-05-15T10:00:00.000Z', 5, '2.5')).toBe('0');
    expect(ldPenaltyPercent('2026-05-10', '2026-05-16T00:00:00.000Z', 5, '2.5')).toBe('2.5');
    expect(ldPenaltyPercent(null, '2030-01-01', 0, '2.5')).toBe('0');
  });
});

describe('settlement and credit note', () => {
  it('settles (delivered - defected) x agreed rate less the penalty, plus tax', () => {
    // (4 - 1) x 90 = 270.00, less 5% = 256.50, plus 18% = 302.67
    expect(settledTotal([line({ defectedCount: '1', agreedRate: '90.00' })], '5')).toBe('302.67');
  });

  it('credits the difference with its own tax, so invoice - credit note = settled', () => {
    const lines = [
      line({ defectedCount: '1', agreedRate: '90.00' }),
      line({
        hsnSac: '8473',
        title: 'Mouse',
        invoicedQuantity: '3',
        invoicedRate: '10.25',
        deliveredCount: '3',
        agreedRate: '10.25',
      }),
    ];
    const credit = creditNoteLines(lines, '5');
    // Laptop: billed 400.00 + 72.00; settled 256.50 + 46.17 → credit 143.50 + 25.83 = 169.33
    // Mouse: billed 30.75 + 5.54 (36.29); settled 29.21 + 5.26 (34.47) → credit 1.54 + 0.28 = 1.82
    expect(credit).toEqual([
      {
        hsnSac: '8471',
        title: 'Laptop',
        taxPercent: '18',
        quantity: '1',
        taxable: '143.50',
        tax: '25.83',
        total: '169.33',
      },
      { hsnSac: '8473', title: 'Mouse', taxPercent: '18', quantity: '0', taxable: '1.54', tax: '0.28', total: '1.82' },
    ]);
    const billed = documentTotals(lines.map(invoicedLine), 'INTER').total;
    const credited = documentTotals(credit, 'INTER').total;
    expect([billed, credited, settledTotal(lines, '5')]).toEqual(['508.29', '171.15', '337.14']);
  });

  it('issues nothing when the note settles for the whole invoice', () => {
    expect(creditNoteLines([line()], '0')).toEqual([]);
  });
});
