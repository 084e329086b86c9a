// Issue 39: the clause library's clauses are worded from the deal (parties, States, amounts, LD,
// advance, duration), fit the twelve templates' kinds of contract, and stay within a term's bounds.
import { describe, expect, it } from '@jest/globals';
import {
  AgreementTermInput,
  type AssistantDeal,
  BUILDER_TEMPLATES,
  clausesForDeal,
  contractKindOf,
  draftingChecks,
} from '@samvida/machines';

const deal = (patch: Partial<AssistantDeal> = {}): AssistantDeal => ({
  contractType: 'Sales',
  buyerName: 'Asha Traders',
  sellerName: 'Ravi Furniture Works',
  buyerStateCode: '27',
  sellerStateCode: '29',
  contractValue: '1475000',
  ldPercent: '2.50',
  ldDays: '7',
  advancePercent: '10',
  durationDays: '45',
  deposit: '0',
  sellerIsMsme: false,
  terms: [],
  ...patch,
});
const clause = (id: string, patch?: Partial<AssistantDeal>) => clausesForDeal(deal(patch)).find((c) => c.id === id)!;

describe('the clause library', () => {
  it('words the payment clause from the parties, the advance with its amount and the payment terms', () => {
    const payment = clausesForDeal(
      deal({ terms: [{ title: 'Payment', text: 'Within 30 days.', isPaymentTerm: true }] }),
    ).find((c) => c.id === 'payment')!;
    expect(payment.text).toContain(
      'Asha Traders (the buyer) shall pay an advance of 10% of the contract value (₹1,47,500.00)',
    );
    expect(payment.text).toContain('within 30 days of receiving it');
    expect(payment.text).toContain("Ravi Furniture Works (the seller)'s account");
    expect(payment.text).toContain('simple interest at 12% a year');
    expect(payment.isPaymentTerm).toBe(true);
  });

  it('gives an MSME seller the MSMED Act: at most 45 days and interest at three times the bank rate', () => {
    const payment = clause('payment', {
      sellerIsMsme: true,
      terms: [{ title: 'Payment', text: 'Net 90', isPaymentTerm: true }],
    });
    expect(payment.text).toContain('within 45 days of receiving it');
    expect(payment.text).toContain('three times the bank rate notified by the Reserve Bank of India');
  });

  it('words the LD clause with the agreed percent and days, and offers none when no LD is agreed', () => {
    expect(clause('liquidated-damages').text).toContain(
      'more than 7 days after the completion date, the price of the delayed part is reduced by 2.5%',
    );
    expect(clause('liquidated-damages', { ldPercent: '0' })).toBeUndefined();
  });

  it("names IGST between States, CGST and SGST within one, and the seat from the buyer's State", () => {
    expect(clause('gst-invoicing').text).toContain('IGST separately');
    expect(clause('gst-invoicing', { sellerStateCode: '27' }).text).toContain('CGST and SGST separately');
    expect(clause('dispute-resolution').text).toContain('Arbitration and Conciliation Act, 1996');
    expect(clause('dispute-resolution').text).toContain('The seat and venue of arbitration is Maharashtra');
    expect(clause('governing-law', { seat: 'Pune' }).text).toContain('the courts at Pune have exclusive jurisdiction');
    expect(clause('delivery-acceptance').text).toContain('within 45 days of the start');
  });

  it('offers the e-way bill clause for goods over ₹50,000 only', () => {
    expect(clause('e-way-bill')).toBeDefined();
    expect(clause('e-way-bill', { contractValue: '50000' })).toBeUndefined();
  });

  it('words the rental clauses with the template roles and the deposit', () => {
    const rent = clause('rent-deposit', { contractType: 'Rental Agreement', deposit: '150000', buyerName: 'Meera' });
    expect(rent.text).toContain('Meera (the tenant) pays the rent');
    expect(rent.text).toContain('The security deposit of ₹1,50,000.00 is refunded');
    expect(rent.text).toContain('The landlord bears property tax');
  });

  it('has clauses for each of the twelve templates, every one a valid term, essentials included', () => {
    for (const contractType of BUILDER_TEMPLATES) {
      const clauses = clausesForDeal(deal({ contractType }));
      expect(clauses.map((c) => c.id)).toEqual(expect.arrayContaining(['dispute-resolution', 'governing-law']));
      for (const c of clauses) {
        expect(AgreementTermInput.safeParse({ TermTitle: c.title, TermTxt: c.text }).success).toBe(true);
        expect(c.explanation.length).toBeGreaterThan(20);
      }
      // Adding every suggested clause leaves nothing missing and nothing contradicting.
      const terms = clauses.map((c) => ({ title: c.title, text: c.text, isPaymentTerm: c.isPaymentTerm }));
      expect(draftingChecks(deal({ contractType, terms }))).toEqual([]);
      expect(draftingChecks(deal({ contractType, terms, sellerIsMsme: true }))).toEqual([]);
    }
  });

  it('reads a contract of SAC codes only as services, and a template by its kind', () => {
    expect(contractKindOf({ contractType: 'RFQ', itemCodes: ['998314', '9983'] })).toBe('services');
    expect(contractKindOf({ contractType: 'RFQ', itemCodes: ['7214', '998314'] })).toBe('goods');
    expect(contractKindOf({ contractType: 'NDA' })).toBe('confidentiality');
    expect(contractKindOf({ contractType: 'Consulting' })).toBe('services');
  });
});
