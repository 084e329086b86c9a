// Public lookups: UnitList, CurrencyList, TermsTypes, TemplateTerms and TemplateItem for the twelve
// templates of the gallery; the accounts engineer's UserTypes and SubscriptionList still answer.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';

const TEMPLATES = [
  'Rental Agreement',
  'Subletting',
  'Interior Design',
  'Maintenance',
  'Home Renovation',
  'Consulting',
  'NDA',
  'Consent Agreement',
  'Loan Agreement',
  'Freelance',
  'Sales',
  'Custom',
];

interface TemplateTerm {
  id: number;
  termName: string;
  termDescription: string;
  isPaymentTerm: boolean;
}
interface TemplateItem {
  id: number;
  itemTitle: string;
  itemDescription: string;
  itemHsnCsnUin: string;
  itemQuantity: string;
  rate: string;
  itemCompletion: number;
  currency: number;
  itemTax: string;
  unit: number;
}

describe('lookups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = <T>(path: string) => call<T>(app.baseUrl, 'GET', path);

  it('UnitList: public, id 1 is Count (the builder default), each with its GST unit code', async () => {
    const { status, body } = await get<{ id: number; typeValue: string; uqc: string }[]>('/api/General/UnitList');
    expect(status).toBe(200);
    expect(body.data![0]).toEqual({ id: 1, typeValue: 'Count', uqc: 'NOS' });
    expect(body.data!.map((unit) => unit.typeValue)).toEqual(
      expect.arrayContaining(['Kilogram', 'Litre', 'Square feet', 'Month', 'Hour']),
    );
    expect(new Set(body.data!.map((unit) => unit.id)).size).toBe(body.data!.length);
  });

  it('CurrencyList: the spec’s eight currencies in its order, INR is id 2', async () => {
    const { status, body } =
      await get<{ id: number; typeValue: string; name: string; symbol: string }[]>('/api/general/currencylist');
    expect(status).toBe(200);
    expect(body.data!.map((currency) => [currency.id, currency.typeValue])).toEqual([
      [1, 'USD'],
      [2, 'INR'],
      [3, 'AUD'],
      [4, 'RUB'],
      [5, 'CNY'],
      [6, 'GBP'],
      [7, 'JPY'],
      [8, 'EUR'],
    ]);
    expect(body.data![1]).toEqual({ id: 2, typeValue: 'INR', name: 'Indian Rupee', symbol: '₹' });
  });

  it('TermsTypes: Seller 1, Buyer 2', async () => {
    const { body } = await get('/api/General/TermsTypes');
    expect(body.data).toEqual([
      { id: 1, typeValue: 'Seller' },
      { id: 2, typeValue: 'Buyer' },
    ]);
  });

  it.each(TEMPLATES)('TemplateTerms for %s: titled terms with a description, payment terms flagged', async (name) => {
    const { status, body } = await get<TemplateTerm[]>(
      `/api/general/TemplateTerms?agTempType=${encodeURIComponent(name)}`,
    );
    expect(status).toBe(200);
    const terms = body.data!;
    expect(terms.length).toBeGreaterThanOrEqual(4);
    for (const term of terms) {
      expect(Object.keys(term).sort()).toEqual(['id', 'isPaymentTerm', 'termDescription', 'termName']);
      expect(term.termName.length).toBeGreaterThan(0);
      expect(term.termName.length).toBeLessThanOrEqual(100);
      expect(term.termDescription.length).toBeGreaterThan(20);
      expect(term.termDescription.length).toBeLessThanOrEqual(1000);
    }
    expect(new Set(terms.map((term) => term.termName)).size).toBe(terms.length);
    if (!['NDA', 'Consent Agreement'].includes(name)) expect(terms.some((term) => term.isPaymentTerm)).toBe(true);
  });

  it.each(TEMPLATES)('TemplateItem for %s: INR items with valid HSN/SAC codes and exact amounts', async (name) => {
    const { status, body } = await get<TemplateItem[]>(
      `/api/general/TemplateItem?agTempType=${encodeURIComponent(name)}`,
    );
    expect(status).toBe(200);
    for (const item of body.data!) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'currency',
          'id',
          'itemCompletion',
          'itemDescription',
          'itemHsnCsnUin',
          'itemQuantity',
          'itemTax',
          'itemTitle',
          'rate',
          'unit',
        ].sort(),
      );
      expect(item.currency).toBe(2);
      // A code the GST HSN/SAC master holds (a SAC, an HSN tariff item or heading).
      const code = await get(`/api/Lookups/Hsn?code=${item.itemHsnCsnUin}`);
      expect([item.itemHsnCsnUin, code.status]).toEqual([item.itemHsnCsnUin, 200]);
      expect(item.rate).toMatch(/^\d+\.\d{2}$/);
      expect(item.itemQuantity).toMatch(/^\d+(\.\d+)?$/);
      expect(['0', '5', '12', '18', '28']).toContain(item.itemTax);
    }
  });

  it('serves the rental items exactly, and no items where a template has none', async () => {
    const rental = await get<TemplateItem[]>('/api/general/TemplateItem?agTempType=Rental%20Agreement');
    expect(rental.body.data![0]).toEqual({
      id: expect.any(Number),
      itemTitle: 'Monthly rent',
      itemDescription: 'Rent of the residential premises',
      itemHsnCsnUin: '997211',
      itemQuantity: '11',
      rate: '25000.00',
      itemCompletion: 330,
      currency: 2,
      itemTax: '0',
      unit: 20,
    });
    for (const name of ['NDA', 'Consent Agreement', 'Loan Agreement', 'Custom']) {
      expect((await get(`/api/general/TemplateItem?agTempType=${encodeURIComponent(name)}`)).body.data).toEqual([]);
    }
  });

  it('matches the template name in any case; an unknown name is a 404, a missing one a 400', async () => {
    const lower = await get<TemplateTerm[]>('/api/general/TemplateTerms?agTempType=rental%20agreement');
    const exact = await get<TemplateTerm[]>('/api/general/TemplateTerms?agTempType=Rental%20Agreement');
    expect(lower.body.data).toEqual(exact.body.data);
    const unknown = await get('/api/general/TemplateTerms?agTempType=Franchise');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 0, code: 'TEMPLATE_NOT_FOUND' });
    const missing = await get('/api/general/TemplateItem');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please choose a template.');
  });

  it('keeps the accounts lookups working', async () => {
    expect((await get<unknown[]>('/api/general/UserTypes')).body.data).toHaveLength(9);
    expect((await get<unknown[]>('/api/General/SubscriptionList')).body.data).toHaveLength(4);
  });
});
