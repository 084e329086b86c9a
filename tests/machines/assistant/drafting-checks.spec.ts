// Issue 39: checks while drafting. Each contradiction with the agreed fields is found and answered
// with the library clause that states the agreed value; missing essentials depend on the kind.
import { describe, expect, it } from '@jest/globals';
import { type AssistantDeal, draftingChecks, type DraftTerm, statedPaymentDays } from '@samvida/machines';

const deal = (terms: DraftTerm[], patch: Partial<AssistantDeal> = {}): AssistantDeal => ({
  contractType: 'Sales',
  contractValue: '200000',
  ldPercent: '2',
  ldDays: '5',
  advancePercent: '10',
  durationDays: '30',
  deposit: '0',
  sellerIsMsme: false,
  terms,
  ...patch,
});
const ESSENTIALS: DraftTerm[] = [
  { title: 'Delivery', text: 'Delivered to the Pune site.' },
  { title: 'GST', text: 'Prices exclude GST; a tax invoice is issued.' },
  { title: 'Arbitration', text: 'Disputes go to arbitration at Pune.' },
  { title: 'Governing law', text: 'The laws of India apply.' },
];
const payment = (text: string): DraftTerm => ({ title: 'Payment', text, isPaymentTerm: true });
const contradictions = (d: AssistantDeal) => draftingChecks(d).filter((f) => f.kind === 'contradiction');

describe('checks while drafting', () => {
  it('lists the missing essentials of a goods contract, each with its clause', () => {
    const findings = draftingChecks(deal([]));
    expect(findings.map((f) => f.key)).toEqual([
      'missing:delivery-acceptance',
      'missing:gst-invoicing',
      'missing:payment',
      'missing:dispute-resolution',
      'missing:governing-law',
    ]);
    expect(findings[0]!.message).toBe('No delivery and acceptance clause yet: a goods contract needs one.');
    expect(findings[2]!.clause.title).toBe('Payment');
    expect(draftingChecks(deal([...ESSENTIALS, payment('Within 30 days of invoice.')]))).toEqual([]);
  });

  it('asks an NDA for confidentiality and permitted use, not for delivery or payment', () => {
    expect(draftingChecks(deal([], { contractType: 'NDA' })).map((f) => f.clause.id)).toEqual([
      'confidentiality',
      'dispute-resolution',
      'governing-law',
      'permitted-use',
    ]);
  });

  it('finds an LD clause with another percentage than the agreed LD', () => {
    const terms = [
      ...ESSENTIALS,
      payment('Within 30 days.'),
      { title: 'Late delivery', text: 'Liquidated damages of 5% per week.' },
    ];
    const [found, ...rest] = contradictions(deal(terms));
    expect(rest).toEqual([]);
    expect(found!.message).toBe("The term 'Late delivery' sets liquidated damages of 5%, but the agreed LD is 2%.");
    expect(found!.clause.text).toContain('reduced by 2%');
    expect(contradictions(deal(terms, { ldPercent: '5.00' }))).toEqual([]);
    expect(contradictions(deal(terms, { ldPercent: '0' }))[0]!.message).toContain(
      'no liquidated damages are agreed (0%)',
    );
  });

  it('finds a payment clause whose days disagree with the payment terms', () => {
    const terms = [
      ...ESSENTIALS,
      payment('Within 30 days of the invoice.'),
      { title: 'Billing', text: 'Invoices are paid within 60 days.' },
    ];
    expect(statedPaymentDays(terms)).toBe(30);
    const [found] = contradictions(deal(terms));
    expect(found!.message).toBe("The term 'Billing' gives 60 days for payment, but the payment terms say 30 days.");
    expect(found!.clause.text).toContain('within 30 days of receiving it');
    // Days that are not about payment are not read as payment days.
    expect(
      contradictions(deal([...ESSENTIALS, payment('Net 30'), { title: 'Delivery', text: 'Within 15 days of order.' }])),
    ).toEqual([]);
  });

  it('finds payment terms that disagree among themselves', () => {
    const terms = [
      ...ESSENTIALS,
      payment('Within 30 days.'),
      { ...payment('Balance within 45 days.'), title: 'Balance' },
    ];
    expect(contradictions(deal(terms)).map((f) => f.message)).toEqual([
      'The payment terms give different payment periods: 30, 45 days.',
    ]);
  });

  it('finds an MSME seller paid later than 45 days, and offers the MSMED Act payment clause', () => {
    const terms = [...ESSENTIALS, payment('Net 60 from the invoice.')];
    expect(contradictions(deal(terms))).toEqual([]);
    const [found] = contradictions(deal(terms, { sellerIsMsme: true }));
    expect(found!.message).toBe(
      "The seller is an MSME, so the MSMED Act (Section 15) requires payment within 45 days of acceptance, but the term 'Payment' allows 60 days.",
    );
    expect(found!.clause.text).toContain('within 45 days of receiving it');
    expect(contradictions(deal([...ESSENTIALS, payment('Within 45 days.')], { sellerIsMsme: true }))).toEqual([]);
  });
});
