// Issue 41, point 3 over HTTP: an empty or ₹0.00 order is not published (and nobody is texted), an
// order line needs a quantity and days within the order's, the order refuses taxes of its own and a
// registered party's address needs a PIN in its GSTIN's state; every refusal is plain and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PO_MESSAGES } from '@samvida/machines';
import { newPhone } from '../accounts/support/accounts.js';
import { as, parties, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { foldStream } from '../agreements/support/fold.js';
import { gstinIn } from '../invoices/support/contracts.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';

const header = (phone: string, overrides: Record<string, unknown> = {}) => ({
  PoTitle: 'Office chairs',
  PoRaisedForPhoneNumber: phone,
  PoCompletionDurationInDays: 120,
  PoNotificationPeriod: 7,
  RaisedBy: 'Buyer',
  ...overrides,
});
const line = (AgreementId: string, fields: Record<string, unknown> = {}) => ({
  AgreementId,
  ItemTitle: 'Chair',
  Qty: 10,
  Tax: 18,
  Rate: 100,
  CurrencyId: 'INR',
  UnitId: 1,
  ItemDeliveredInDays: 30,
  ...fields,
});

describe('purchase orders: the defects of issue 41', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const api = (user: SignedIn) => as(app.baseUrl, user);
  const create = async (phone: string) => {
    const created = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', header(phone));
    expect(created.status).toBe(201);
    return created.body.data!.id;
  };
  // The reply to `path` is a 400 or 409 with `message`, and the order's stream is as it was.
  const refused = async (id: string, path: string, body: object, message: string) => {
    const { version } = await foldStream(app, id);
    const reply = await api(buyer)('POST', `/api/PurchaseOrders/${path}`, body);
    expect([[400, 409].includes(reply.status), reply.body.message]).toEqual([true, message]);
    expect((await foldStream(app, id)).version).toBe(version);
  };

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it('does not publish an empty order, and texts nobody', async () => {
    const phone = newPhone();
    const id = await create(phone);
    await api(buyer)('POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, type: 'F', note: 'Balance' });
    await refused(id, 'Publish', { AgreementId: id }, PO_MESSAGES.noItems);
    const outbox = await call<{ template: string }[]>(
      app.baseUrl,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(phone)}`,
    );
    expect(outbox.body.data ?? []).toEqual([]);
  });

  it('does not publish an order that comes to ₹0.00', async () => {
    const id = await create(seller.phone);
    expect((await api(buyer)('POST', '/api/PurchaseOrders/AddItem', line(id, { Rate: 0 }))).status).toBe(200);
    await api(buyer)('POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, type: 'F', note: 'Balance' });
    await refused(id, 'Publish', { AgreementId: id }, PO_MESSAGES.nothingToPay);
  });

  it('refuses a line of quantity 0 or of 200 days on a 120-day order', async () => {
    const id = await create(seller.phone);
    await refused(id, 'AddItem', line(id, { Qty: 0 }), PO_MESSAGES.quantityZero);
    await refused(id, 'AddItem', line(id, { ItemDeliveredInDays: 200 }), PO_MESSAGES.daysTooLate);
    expect(
      (await api(buyer)('POST', '/api/PurchaseOrders/AddItem', line(id, { ItemDeliveredInDays: 120 }))).status,
    ).toBe(200);
  });

  it('refuses taxes of its own with the reason, GST being charged on each line', async () => {
    const id = await create(seller.phone);
    await refused(id, 'AddTax', { AgreementId: id, title: 'Cess', percent: 1 }, PO_MESSAGES.taxesRefused);
  });

  it("refuses a registered party's address without a PIN in its GSTIN's state", async () => {
    const id = await create(seller.phone);
    const update = (PoSellerAddress: string) => ({
      AgreementId: id,
      ...header(seller.phone, { PoSellerGSTIN: gstinIn('27'), PoSellerAddress }),
    });
    await refused(
      id,
      'Update',
      update('MIDC Bhosari, Pune'),
      'Write the 6-digit PIN code in your address (for example "…, Pune 411001"): GST invoices need it.',
    );
    await refused(
      id,
      'Update',
      update('MG Road, Bengaluru 560001'),
      'The PIN code in your address is not in the state of your GSTIN.',
    );
    expect((await api(buyer)('POST', '/api/PurchaseOrders/Update', update('MIDC Bhosari, Pune 411026'))).status).toBe(
      200,
    );
  });
});
