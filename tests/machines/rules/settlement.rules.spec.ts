import { describe, expect, it } from '@jest/globals';
import {
  advanceDeduction,
  creditNoteLines,
  documentTotals,
  invoicedLine,
  ldPenaltyPercent,
  settledTotal,
} from '@samvida/machines';
import { settlementLine as line } from '../support/samples.js';

describe('liquidated damages', () => {
  it('draws the LD percent only after the completion date plus the LD days', () => {
    expect(ldPenaltyPercent('2026-05-10', '2026-05-15T10:00:00.000Z', 5, '2.5')).toBe('0');
    expect(ldPenaltyPercent('2026-05-10', '2026-05-16T00:00:00.000Z', 5, '2.5')).toBe('2.5');
    expect(ldPenaltyPercent(null, '2030-01-01', 0, '2.5')).toBe('0');
  });
});

describe('settlement and credit note', () => {
  it('settles (delivered - defected) x agreed rate less the penalty, plus tax', () => {
    // (4 - 1) x 90 = 270.00, less 5% = 256.50, plus 18% IGST (46.17) = 302.67
    expect(settledTotal([line({ defectedCount: '1', agreedRate: '90.00' })], '5', 'INTER')).toBe('302.67');
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
    const credit = creditNoteLines(lines, '5', 'INTER');
    // Laptop: billed 400.00 + 72.00; settled 256.50 → credit 143.50 + 25.83 (143.50 × 18%) = 169.33
    // Mouse: billed 30.75 + 5.54 (36.29); settled 29.21 → credit 1.54 + 0.28 (1.54 × 18% = 0.2772) = 1.82
    expect(credit).toEqual([
      {
        hsnSac: '8471',
        title: 'Laptop',
        taxPercent: '18',
        quantity: '1',
        taxable: '143.50',
        cgst: '0.00',
        sgst: '0.00',
        igst: '25.83',
        tax: '25.83',
        total: '169.33',
      },
      {
        hsnSac: '8473',
        title: 'Mouse',
        taxPercent: '18',
        quantity: '0',
        taxable: '1.54',
        cgst: '0.00',
        sgst: '0.00',
        igst: '0.28',
        tax: '0.28',
        total: '1.82',
      },
    ]);
    const billed = documentTotals(
      lines.map((l) => invoicedLine(l, 'INTER')),
      'INTER',
    ).total;
    const credited = documentTotals(credit, 'INTER').total;
    expect([billed, credited, settledTotal(lines, '5', 'INTER')]).toEqual(['508.29', '171.15', '337.14']);
  });

  it('taxes the credit note by the rule within a state too, and the note settles for invoice - credit note', () => {
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
    const credit = creditNoteLines(lines, '5', 'INTRA');
    // Laptop: 143.50 × 9% = 12.915 → 12.92 CGST and 12.92 SGST; Mouse: 1.54 × 9% = 0.1386 → 0.14 each.
    expect(credit.map((l) => [l.taxable, l.cgst, l.sgst, l.total])).toEqual([
      ['143.50', '12.92', '12.92', '169.34'],
      ['1.54', '0.14', '0.14', '1.82'],
    ]);
    // Billed 508.29 (400.00 + 36.00 + 36.00; 30.75 + 2.77 + 2.77); credited 169.34 + 1.82 = 171.16;
    // the note settles for 508.29 − 171.16 = 337.13 (not 256.50 + 2 × 23.09 + 29.21 + 2 × 2.63 = 337.15).
    const billed = documentTotals(
      lines.map((l) => invoicedLine(l, 'INTRA')),
      'INTRA',
    ).total;
    expect([billed, documentTotals(credit, 'INTRA').total, settledTotal(lines, '5', 'INTRA')]).toEqual([
      '508.29',
      '171.16',
      '337.13',
    ]);
  });

  it('issues nothing when the note settles for the whole invoice', () => {
    expect(creditNoteLines([line()], '0', 'INTER')).toEqual([]);
    expect(creditNoteLines([line()], '0', 'INTRA')).toEqual([]);
  });
});

describe('the advance a note takes off', () => {
  const share = { received: '100.00', invoiceValue: '472.00', contractValue: '1180.00', takenByOthers: '0.00' };

  it('is the advance received x invoice value / contract value, to the paisa', () => {
    expect(advanceDeduction({ ...share, due: '400.00' })).toBe('40.00');
    expect(advanceDeduction({ ...share, invoiceValue: '100.00', due: '400.00' })).toBe('8.47');
  });

  it('never exceeds what the other notes left of the advance, nor the note due', () => {
    expect(advanceDeduction({ ...share, takenByOthers: '80.00', due: '400.00' })).toBe('20.00');
    expect(advanceDeduction({ ...share, due: '15.00' })).toBe('15.00');
  });
});
