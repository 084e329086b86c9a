// Issue 36: a discount with more than two decimals or above one lakh crore, and a payment row with
// fractional days or a fractional count, answered 500. They answer 400 with the form's plain
// message and append nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HOUSE_MESSAGES as H, PO_MESSAGES } from '@samvida/machines';
import { as, parties, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { foldStream } from '../agreements/support/fold.js';
import { sql } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

const header = (phone: string, overrides: Record<string, unknown> = {}) => ({
  PoTitle: 'Office chairs',
  PoRaisedForPhoneNumber: phone,
  PoCompletionDurationInDays: 90,
  PoNotificationPeriod: 7,
  PoDiscount: 0,
  RaisedBy: 'Buyer',
  ...overrides,
});

describe('purchase orders: numbers the stored order cannot hold', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const api = (user: SignedIn) => as(app.baseUrl, user);
  const eventCount = async () =>
    Number((await sql<{ n: string }>(app.db.url, 'select count(*) as n from event_store_events'))[0]!.n);

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  it.each([
    ['three decimals', 12.345],
    ['floating-point noise', 0.1 + 0.2],
    ['more than one lakh crore', 1_000_000_000_000.01],
    ['a number written with an exponent', 1e21],
  ])('refuses a discount with %s on Create and Update, recording nothing', async (_, discount) => {
    const before = await eventCount();
    const created = await api(buyer)(
      'POST',
      '/api/PurchaseOrders/Create',
      header(seller.phone, { PoDiscount: discount }),
    );
    expect([created.status, created.body.message]).toEqual([400, H.poDiscountInvalid]);
    expect(created.body.errors).toEqual({ PoDiscount: [H.poDiscountInvalid] });
    expect(await eventCount()).toBe(before);

    const order = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', header(seller.phone));
    const id = order.body.data!.id;
    const { version } = await foldStream(app, id);
    const updated = await api(buyer)('POST', '/api/PurchaseOrders/Update', {
      AgreementId: id,
      ...header(seller.phone, { PoDiscount: discount }),
    });
    expect([updated.status, updated.body.message]).toEqual([400, H.poDiscountInvalid]);
    const after = await foldStream(app, id);
    expect(after.version).toBe(version);
    expect(after.state.purchaseOrder!.header.discount).toBe('0.00');
  });

  // Issue 41: a well-formed discount is refused too, as no tax invoice could carry it.
  it('refuses a discount above 0 on Create and Update with the plain reason, recording nothing', async () => {
    const before = await eventCount();
    const created = await api(buyer)('POST', '/api/PurchaseOrders/Create', header(seller.phone, { PoDiscount: 80.25 }));
    expect([created.status, created.body.message]).toEqual([400, PO_MESSAGES.discountRefused]);
    expect(await eventCount()).toBe(before);
    const order = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', header(seller.phone));
    const { version } = await foldStream(app, order.body.data!.id);
    const updated = await api(buyer)('POST', '/api/PurchaseOrders/Update', {
      AgreementId: order.body.data!.id,
      ...header(seller.phone, { PoDiscount: 1_000_000_000_000 }),
    });
    expect([updated.status, updated.body.message]).toEqual([400, PO_MESSAGES.discountRefused]);
    expect((await foldStream(app, order.body.data!.id)).version).toBe(version);
  });

  it.each([
    [
      'a part payment on day 1.5',
      { type: 'P', note: 'On delivery', amt: 10, days: 1.5 },
      'days',
      H.paymentDaysRequired,
    ],
    ['1.5 weekly payments', { type: 'W', note: 'Weekly', amt: 10, count: 1.5 }, 'count', H.paymentCountRequired],
    ['2.5 monthly payments', { type: 'M', note: 'Monthly', amt: 10, count: 2.5 }, 'count', H.paymentCountRequired],
  ])('refuses %s with a plain message and records nothing', async (_, payment, field, message) => {
    const order = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', header(seller.phone));
    const id = order.body.data!.id;
    const { version } = await foldStream(app, id);
    const reply = await api(buyer)('POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, ...payment });
    expect([reply.status, reply.body.message]).toEqual([400, message]);
    expect(reply.body.errors).toEqual({ [field]: [message] });
    const after = await foldStream(app, id);
    expect(after.version).toBe(version);
    expect(after.state.purchaseOrder!.payments).toEqual([]);
  });
});
