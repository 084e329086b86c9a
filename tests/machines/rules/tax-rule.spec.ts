// The one tax rule (docs/api.md "The tax rule"), checked against the figures and, over random
// lines, against an independent computation in integer paise (BigInt, no decimal.js): per line,
// taxable = quantity × rate − discount half-up to the paisa; IGST = taxable × rate half-up;
// CGST = SGST = taxable × rate ÷ 2 half-up; document totals are the sums of the lines.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  creditNoteLines,
  eInvoiceJson,
  invoicedLine,
  invoiceView,
  lineTax,
  settledTotal,
  type AgreementState,
  type InvoiceLineData,
  type SupplyType,
} from '@samvida/machines';
import { INVOICE_ID, contractWithNote, uuid, withStatus } from '../support/fixtures.js';

const GST_RATES = ['0', '0.1', '0.25', '1.5', '3', '5', '6', '12', '18', '28'] as const;
const MAHARASHTRA = '27AAPFU0939F1ZV';
const MAHARASHTRA_2 = '27AAGCB7383J1Z9';
const KARNATAKA = '29AAGCB7383J1Z4';

// Independent arithmetic: quantities in thousandths, rates and amounts in paise, GST rates in
// hundredths of a percent; half-up division of non-negative integers.
const halfUp = (numerator: bigint, denominator: bigint) => (numerator + denominator / 2n) / denominator;
const rupees = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
const scaled = (decimal: string, places: number) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole! + fraction.padEnd(places, '0'));
};

interface Expected {
  taxable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
}

function expectedLine(quantity: string, rate: string, gstRate: string, supply: SupplyType, discount = '0'): Expected {
  // milli-units × paise = 1/100000 rupee; less the discount; half-up to the paisa.
  const taxable = halfUp(scaled(quantity, 3) * scaled(rate, 2) - scaled(discount, 2) * 1000n, 1000n);
  const hundredths = scaled(gstRate, 2);
  if (supply === 'INTER') return { taxable, cgst: 0n, sgst: 0n, igst: halfUp(taxable * hundredths, 10_000n) };
  const half = halfUp(taxable * hundredths, 20_000n);
  return { taxable, cgst: half, sgst: half, igst: 0n };
}

const total = (e: Expected) => e.taxable + e.cgst + e.sgst + e.igst;

// Up to 3 decimals of quantity, 2 of rate, within the fields' bounds.
const quantityArb = fc.integer({ min: 0, max: 100_000_000 }).map((milli) => (milli / 1000).toFixed(3));
const rateArb = fc.integer({ min: 0, max: 100_000_000 }).map((paise) => (paise / 100).toFixed(2));
const gstRateArb = fc.constantFrom(...GST_RATES);
const supplyArb = fc.constantFrom<SupplyType>('INTRA', 'INTER');

describe('the tax rule on a line', () => {
  it('taxes the rounded taxable value, not the rounded gross less the rounded taxable value', () => {
    // 2.5 × 19.99 = 49.975 → 49.98; 49.98 × 12% = 5.9976 → 6.00 IGST (the old rule gave 5.99)
    expect(lineTax('2.5', '19.99', '12', 'INTER')).toEqual({
      net: '49.98',
      cgst: '0.00',
      sgst: '0.00',
      igst: '6.00',
      tax: '6.00',
      total: '55.98',
    });
    // Within a state: 49.98 × 6% = 2.9988 → 3.00 CGST and 3.00 SGST
    expect(lineTax('2.5', '19.99', '12', 'INTRA')).toMatchObject({ cgst: '3.00', sgst: '3.00', tax: '6.00' });
  });

  it('charges CGST and SGST as two equal taxes', () => {
    // ₹0.10 at 5% within a state: 0.10 × 2.5% = 0.0025 → 0.00 each (the old split gave 0.00/0.01)
    expect(lineTax('1', '0.10', '5', 'INTRA')).toMatchObject({ cgst: '0.00', sgst: '0.00', tax: '0.00' });
    // Across states: 0.10 × 5% = 0.005 → 0.01 IGST
    expect(lineTax('1', '0.10', '5', 'INTER')).toMatchObject({ igst: '0.01', tax: '0.01', total: '0.11' });
    // 1 × 0.30 at 5% within a state: 0.30 × 2.5% = 0.0075 → 0.01 each
    expect(lineTax('1', '0.30', '5', 'INTRA')).toMatchObject({ cgst: '0.01', sgst: '0.01', total: '0.32' });
  });

  it('takes a discount off before rounding the taxable value', () => {
    // 10 × 12.34 − 5.55 = 117.85; 117.85 × 18% = 21.213 → 21.21
    expect(lineTax('10', '12.34', '18', 'INTER', '5.55')).toMatchObject({ net: '117.85', igst: '21.21' });
  });

  it('equals the independent computation, with CGST = SGST, for any line (property)', () => {
    fc.assert(
      fc.property(quantityArb, rateArb, gstRateArb, supplyArb, (quantity, rate, gstRate, supply) => {
        const e = expectedLine(quantity, rate, gstRate, supply);
        const got = lineTax(quantity, rate, gstRate, supply);
        expect(got).toEqual({
          net: rupees(e.taxable),
          cgst: rupees(e.cgst),
          sgst: rupees(e.sgst),
          igst: rupees(e.igst),
          tax: rupees(e.cgst + e.sgst + e.igst),
          total: rupees(total(e)),
        });
        if (supply === 'INTRA') expect(got.cgst).toBe(got.sgst);
      }),
      { numRuns: 2000 },
    );
  });
});

// A numbered invoice of the given lines: the fixture's invoice with its lines replaced (and no note).
function invoiceOf(lines: { quantity: string; rate: string; gstRate: string }[], buyerGstin: string): AgreementState {
  const { state } = contractWithNote();
  const invoice = state.invoices[INVOICE_ID]!.context;
  const items: InvoiceLineData[] = lines.map((l, i) => ({
    ...invoice.items[0]!,
    invoiceItemId: uuid(5000 + i),
    hsnSac: i % 2 === 0 ? '8471' : '998314',
    taxPercent: l.gstRate,
    quantityDelivered: l.quantity,
    rate: l.rate,
  }));
  return withStatus(state, 'invoices', INVOICE_ID, 'Published', {
    items,
    noteId: null,
    tax: {
      number: 'SV/26-27/000001',
      financialYear: '26-27',
      issuedOn: '2026-05-01',
      sellerGstin: MAHARASHTRA,
      buyerGstin,
    },
  });
}

const PARTY = { legalName: 'Sunil Traders', address: 'MG Road, Pune 411001', phone: null, email: null };

describe('the tax rule on a document (screens, PDFs and e-invoice JSON read these)', () => {
  it('prices every line and sums the lines, the same in the view and the JSON (property)', () => {
    const lineArb = fc.record({ quantity: quantityArb, rate: rateArb, gstRate: gstRateArb });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), supplyArb, (lines, supply) => {
        const view = invoiceView(invoiceOf(lines, supply === 'INTRA' ? MAHARASHTRA_2 : KARNATAKA), INVOICE_ID);
        const expected = lines.map((l) => expectedLine(l.quantity, l.rate, l.gstRate, supply));
        const sum = (pick: (e: Expected) => bigint) => rupees(expected.reduce((s, e) => s + pick(e), 0n));
        expect(view.taxInvoice!.supplyType).toBe(supply);
        view.itemList.forEach((item, i) => {
          const e = expected[i]!;
          expect([item.taxableAmount, item.cgstAmount, item.sgstAmount, item.igstAmount, item.amount]).toEqual(
            [e.taxable, e.cgst, e.sgst, e.igst, total(e)].map(rupees),
          );
          expect(item.cgstAmount).toBe(item.sgstAmount);
        });
        expect(view.taxInvoice!.totals).toEqual({
          taxable: sum((e) => e.taxable),
          cgst: sum((e) => e.cgst),
          sgst: sum((e) => e.sgst),
          igst: sum((e) => e.igst),
          total: sum(total),
          roundOff: '0.00',
        });
        expect(view.invoiceAmount).toBe(sum(total));

        const json = eInvoiceJson(view, 'INV', { ...PARTY, gstin: MAHARASHTRA }, { ...PARTY, gstin: null }) as {
          ItemList: { AssAmt: number; CgstAmt: number; SgstAmt: number; IgstAmt: number; TotItemVal: number }[];
          ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
        };
        json.ItemList.forEach((item, i) => {
          const e = expected[i]!;
          expect([item.AssAmt, item.CgstAmt, item.SgstAmt, item.IgstAmt, item.TotItemVal]).toEqual(
            [e.taxable, e.cgst, e.sgst, e.igst, total(e)].map((p) => Number(rupees(p))),
          );
        });
        expect(json.ValDtls).toMatchObject({
          AssVal: Number(sum((e) => e.taxable)),
          CgstVal: Number(sum((e) => e.cgst)),
          SgstVal: Number(sum((e) => e.sgst)),
          IgstVal: Number(sum((e) => e.igst)),
          TotInvVal: Number(sum(total)),
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the tax rule on a credit note', () => {
  it('taxes each credit line by the rule, and invoice − credit note = what the note settles for (property)', () => {
    const settlementArb = fc
      .record({
        milli: fc.integer({ min: 1, max: 10_000_000 }),
        defectedShare: fc.integer({ min: 0, max: 100 }),
        paise: fc.integer({ min: 1, max: 10_000_000 }),
        cut: fc.integer({ min: 0, max: 100 }),
        gstRate: gstRateArb,
      })
      .map(({ milli, defectedShare, paise, cut, gstRate }) => ({
        hsnSac: '8471',
        title: 'Item',
        taxPercent: gstRate,
        invoicedQuantity: (milli / 1000).toFixed(3),
        invoicedRate: (paise / 100).toFixed(2),
        deliveredCount: (milli / 1000).toFixed(3),
        defectedCount: (Math.floor((milli * defectedShare) / 100) / 1000).toFixed(3),
        agreedRate: (Math.floor((paise * (100 - cut)) / 100) / 100).toFixed(2),
      }));
    fc.assert(
      fc.property(
        fc.array(settlementArb, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('0', '2.5', '10'),
        supplyArb,
        (lines, penalty, supply) => {
          const credit = creditNoteLines(lines, penalty, supply);
          for (const line of credit) {
            const e = expectedLine(line.taxable, '1', line.taxPercent, supply);
            expect([line.cgst, line.sgst, line.igst, line.total]).toEqual(
              [e.cgst, e.sgst, e.igst, total(e)].map(rupees),
            );
            expect(line.cgst).toBe(line.sgst);
          }
          const billed = lines.reduce((s, l) => s + scaled(invoicedLine(l, supply).total, 2), 0n);
          const credited = credit.reduce((s, l) => s + scaled(l.total, 2), 0n);
          expect(settledTotal(lines, penalty, supply)).toBe(rupees(billed - credited));
        },
      ),
      { numRuns: 500 },
    );
  });
});
