// The place of supply of a GST document (IGST Act s.10(1), s.12(2)): the buyer's GSTIN's State, else
// the State of the buyer's address PIN (B2C), else the seller's; a B2C supply within the seller's
// State takes CGST + SGST in equal halves, and documents numbered before the place was kept keep
// their figures.
import { describe, expect, it } from '@jest/globals';
import { documentSupplyOf, invoiceView, placeOfSupplyOf, stateOfPin } from '@samvida/machines';
import { AGREEMENT_ID, INVOICE_ID, SYSTEM, act, contractWithNote } from '../support/fixtures.js';

const SELLER_GSTIN = '27ABCPV1234K1ZJ';
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

describe('the State of a PIN code', () => {
  it('reads the State a PIN lies in, shared prefixes going to the State that serves them', () => {
    for (const [pin, state] of [
      ['411001', '27'], // Pune
      ['560038', '29'], // Bengaluru
      ['403001', '30'], // Panaji, within Maharashtra's generous range
      ['250001', '09'], // Meerut, within Uttarakhand's generous range
      ['248001', '05'], // Dehradun
      ['500001', '36'], // Hyderabad
      ['520001', '37'], // Vijayawada, never the retired 28
      ['834001', '20'], // Ranchi
      ['800001', '10'], // Patna
      ['362001', '24'], // Junagadh
      ['110001', '07'], // New Delhi
    ])
      expect([pin, stateOfPin(pin)]).toEqual([pin, state]);
    for (const pin of ['011001', '41100', 'ABCDEF', '']) expect(stateOfPin(pin)).toBeNull();
  });
});

describe('the place of supply', () => {
  it("is the buyer's GSTIN's State when the buyer has one, whatever the address says", () => {
    const place = placeOfSupplyOf({
      sellerGstin: SELLER_GSTIN,
      buyerGstin: KARNATAKA_GSTIN,
      buyerAddress: 'Kothrud, Pune 411038',
    });
    expect(place).toEqual({ stateCode: '29', reason: 'buyerGstin' });
  });

  it('is the State of the PIN in the address of a buyer without a GSTIN', () => {
    expect(
      placeOfSupplyOf({ sellerGstin: SELLER_GSTIN, buyerGstin: null, buyerAddress: '4 Church St, Bengaluru 560001' }),
    ).toEqual({ stateCode: '29', reason: 'buyerAddressPin' });
  });

  it("falls back to the seller's State, and is unknown with neither", () => {
    for (const buyerAddress of [null, 'Kothrud, Pune', 'Somewhere 000000'])
      expect(placeOfSupplyOf({ sellerGstin: SELLER_GSTIN, buyerGstin: null, buyerAddress })).toEqual({
        stateCode: '27',
        reason: 'sellerGstin',
      });
    expect(placeOfSupplyOf({ sellerGstin: null, buyerGstin: null, buyerAddress: null })).toBeNull();
  });
});

describe('the supply type of a B2C document', () => {
  // The fixtures' invoice (2 × 100.00 at 18%) numbered for a buyer without a GSTIN.
  const numbered = (place: Record<string, unknown>) => {
    const data = {
      AgreementId: AGREEMENT_ID,
      InvoiceId: INVOICE_ID,
      Number: 'SV/26-27/000001',
      FinancialYear: '26-27',
      IssuedOn: '2026-11-23',
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: null,
      ...place,
    };
    return invoiceView(act(contractWithNote().state, { type: 'NumberInvoice', data }, SYSTEM), INVOICE_ID);
  };

  it("is intra-state within the seller's State: CGST and SGST in equal halves", () => {
    const view = numbered({ PlaceOfSupply: '27', PlaceOfSupplyReason: 'buyerAddressPin' });
    expect(view.taxInvoice).toMatchObject({ supplyType: 'INTRA', placeOfSupply: '27', buyerGstin: null });
    expect(view.taxInvoice!.totals).toMatchObject({ taxable: '200.00', cgst: '18.00', sgst: '18.00', igst: '0.00' });
    for (const line of view.itemList) expect(line.cgstAmount).toBe(line.sgstAmount);
  });

  it('is inter-state to another State: IGST', () => {
    const view = numbered({ PlaceOfSupply: '29', PlaceOfSupplyReason: 'buyerAddressPin' });
    expect(view.taxInvoice).toMatchObject({ supplyType: 'INTER', placeOfSupply: '29' });
    expect(view.taxInvoice!.totals).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '36.00' });
  });

  it('keeps the figures of documents numbered before the place of supply was recorded', () => {
    const view = numbered({});
    expect(view.taxInvoice).toMatchObject({ supplyType: 'INTER', placeOfSupply: null });
    expect(view.taxInvoice!.totals.igst).toBe('36.00');
    expect(documentSupplyOf({ sellerGstin: SELLER_GSTIN, buyerGstin: '27AAGCB7383J1Z8' })).toBe('INTRA');
    expect(documentSupplyOf({ sellerGstin: null, buyerGstin: null, placeOfSupply: '27' })).toBe('INTER');
  });
});
