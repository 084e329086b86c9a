// Purchase orders over HTTP: Create Order, the lines, taxes and payment schedule, Publish only
// when the payment list equals the contract amount, the counterparty's SMS link for a registered
// and an unregistered number, and outsiders refused.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTRACT_MESSAGES } from '@samvida/machines';
import { newPhone, registerVerified } from '../accounts/support/accounts.js';
import { as, parties, sendContract, type Outcome, type SignedIn } from '../agreements/support/agreements.js';
import { delivered, eventually } from '../proposals/support/proposals.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { download, uploaded } from '../uploads/support/uploads.js';

// A 1×1 PNG, accepted by the upload's content check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface PoView {
  id: string;
  status: string;
  title: string;
  raisedBy: string;
  header: { title: string; completionDays: number };
  items: { itemId: string; amount: string }[];
  payments: { payId: string; type: string; amount: string; total: string }[];
  totals: { contractAmount: string };
  timeline: { day: number }[];
  attachments: { id: string; attachmentType: string; title: string; parentId: string | null; link: string }[];
}
interface Expected {
  startDate: string | null;
  scheduled: string;
  invoiced: string;
  received: string;
  payments: { type: string; amount: string; total: string; dueDays: number[]; dueDates: string[] | null }[];
}
interface LinkCheck {
  id: string;
  ready: boolean;
  status: string;
}

const header = (phone: string, overrides: Record<string, unknown> = {}) => ({
  PoTitle: 'Office chairs',
  PoDescription: 'Ergonomic chairs for the Pune office',
  PoRaisedForPhoneNumber: phone,
  PoCompletionDurationInDays: 90,
  PoNotificationPeriod: 7,
  PoDiscount: 0,
  PoCurrency: 'INR',
  RaisedBy: 'Buyer',
  ...overrides,
});

describe('purchase orders', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const api = (user: SignedIn) => as(app.baseUrl, user);

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
  });
  afterAll(() => app.close());

  async function createOrder(phone: string, overrides: Record<string, unknown> = {}) {
    const created = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Create', header(phone, overrides));
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    // 10 chairs at 100 + 18% = 1,180.00.
    const item = await api(buyer)('POST', '/api/PurchaseOrders/AddItem', {
      AgreementId: id,
      ItemTitle: 'Chair',
      Qty: 10,
      Tax: 18,
      Rate: 100,
      CurrencyId: 'INR',
      UnitId: 1,
      ItemDeliveredInDays: 30,
    });
    expect(item.status).toBe(200);
    return id;
  }
  const detail = async (user: SignedIn, id: string) =>
    (await api(user)<PoView>('GET', `/api/PurchaseOrders/Detail?purchaseOrderId=${id}`)).body.data!;
  const addPayment = (id: string, payment: Record<string, unknown>) =>
    api(buyer)<Outcome>('POST', '/api/PurchaseOrders/AddPayment', { AgreementId: id, ...payment });

  it('creates the order as a draft agreement titled by who raised it', async () => {
    const id = await createOrder(seller.phone);
    const view = await detail(buyer, id);
    expect(view).toMatchObject({ status: 'Draft', raisedBy: 'Buyer', title: 'Purchase Contract' });
    expect(view.totals.contractAmount).toBe('1180.00');
    const sales = await api(seller)<Outcome>(
      'POST',
      '/api/PurchaseOrders/Create',
      header(buyer.phone, { RaisedBy: 'Seller' }),
    );
    expect((await detail(seller, sales.body.data!.id)).title).toBe('Sales Contract');
  });

  it('refuses a header that breaks the form rules, with their messages', async () => {
    const reply = await api(buyer)('POST', '/api/PurchaseOrders/Create', header('9123456789'));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch('Phone number must start with +91.');
    const late = await api(buyer)(
      'POST',
      '/api/PurchaseOrders/Create',
      header(seller.phone, { PoNotificationPeriod: 91 }),
    );
    expect(late.body.message).toMatch('Notification period cannot be greater than completion days.');
  });

  it('publishes only when the payment list equals the contract amount, with one advance at most', async () => {
    const id = await createOrder(seller.phone);
    expect((await addPayment(id, { type: 'A', note: 'Advance', amt: 25 })).status).toBe(200);
    const second = await addPayment(id, { type: 'A', note: 'Again', amt: 5 });
    expect([second.status, second.body.message]).toEqual([400, CONTRACT_MESSAGES.secondAdvance]);

    const early = await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    expect([early.status, early.body.message]).toEqual([409, CONTRACT_MESSAGES.publishTotalBelow]);
    await addPayment(id, { type: 'P', note: 'On delivery', amt: 80, days: 30 });
    const over = await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    expect(over.body.message).toBe(CONTRACT_MESSAGES.publishTotalAbove);

    const part = (await detail(buyer, id)).payments.find((p) => p.type === 'P')!;
    await api(buyer)('POST', '/api/PurchaseOrders/RemovePayment', { AgreementId: id, PayId: part.payId });
    await addPayment(id, { type: 'M', note: 'Monthly', amt: 10, count: 2 });
    await addPayment(id, { type: 'F', note: 'Balance' });
    const view = await detail(buyer, id);
    // 1180.00: 25% = 295.00, 2 × 10% = 236.00, the final takes 649.00.
    expect(view.totals.contractAmount).toBe('1180.00');
    expect(view.payments.map((p) => [p.type, p.total])).toEqual([
      ['A', '295.00'],
      ['M', '236.00'],
      ['F', '649.00'],
    ]);
    expect(view.timeline.map((d) => d.day)).toEqual([0, 30, 60, 90]);

    const published = await api(buyer)<Outcome>('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    expect(published.body.data).toMatchObject({ status: 'Proposed', eventTypes: ['AgreementPublished'] });
    const late = await addPayment(id, { type: 'P', note: 'Late', amt: 1, days: 2 });
    expect(late.status).toBe(409);
  });

  it('sends a registered counterparty a link that opens the order as a contract they negotiate', async () => {
    const id = await createOrder(seller.phone);
    await addPayment(id, { type: 'F', note: 'All at once' });
    await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    const link = `/CheckPODetails?ph=${encodeURIComponent(seller.phone)}&s=Buyer&pi=${id}`;
    // The seller was sent an earlier order too: wait for the message carrying this one's link.
    const message = await eventually(async () =>
      (await delivered(app.baseUrl, seller.phone, 'contract-sent')).find((m) => m.body.includes(link)),
    );
    expect(message.to).toBe(seller.phone);

    const check = await api(seller)<LinkCheck>('GET', `/api/PurchaseOrders${link}`);
    expect(check.body.data).toEqual({ id, ready: true, status: 'Proposed' });
    const negotiated = await api(seller)('POST', '/api/Business/AcceptAgreement', { AgreementId: id });
    expect(negotiated.status).toBe(200);
  });

  it('lets an unregistered number wait on the link and open it once they have signed up', async () => {
    const phone = newPhone();
    const id = await createOrder(phone);
    await addPayment(id, { type: 'F', note: 'All at once' });
    await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    const link = `/CheckPODetails?ph=${encodeURIComponent(phone)}&s=Buyer&pi=${id}`;
    const [message] = await delivered(app.baseUrl, phone, 'contract-sent');
    expect(message!.body).toContain(link);

    const newcomer = await registerVerified(app.baseUrl, { UsrName: 'Naya Vendor', PhoneNumber: phone });
    const opened = await eventually(async () => {
      const check = await api(newcomer)<LinkCheck>('GET', `/api/PurchaseOrders${link}`);
      return check.body.data?.ready ? check.body.data : undefined;
    });
    expect(opened).toEqual({ id, ready: true, status: 'Proposed' });
    expect((await detail(newcomer, id)).title).toBe('Purchase Contract');
  });

  it("makes the schedule the contract's expected payments, its total the order's", async () => {
    const id = await createOrder(seller.phone);
    await addPayment(id, { type: 'A', note: 'Advance', amt: 20 });
    await addPayment(id, { type: 'W', note: 'Weekly', amt: 5, count: 2 });
    await addPayment(id, { type: 'F', note: 'Balance' });
    await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    const expected = (user: SignedIn) => api(user)<Expected>('GET', `/api/Business/ExpectedPayments?agreementId=${id}`);

    // 1,180.00: 20% = 236.00; 5% = 59.00 each week; the final takes 1,180.00 − 236.00 − 118.00 = 826.00.
    const proposed = (await expected(seller)).body.data!;
    expect(proposed).toMatchObject({ startDate: null, scheduled: '1180.00', invoiced: '0.00', received: '0.00' });
    expect(proposed.payments.map((p) => [p.type, p.amount, p.total, p.dueDays, p.dueDates])).toEqual([
      ['A', '236.00', '236.00', [0], null],
      ['W', '59.00', '118.00', [7, 14], null],
      ['F', '826.00', '826.00', [90], null],
    ]);

    // The seller takes the order as it stands: the contract starts, dated from its completion date.
    const item = (await detail(buyer, id)).items[0]!;
    await api(seller)('POST', '/api/Business/AcceptItem', { AgreementId: id, ItemId: item.itemId });
    await api(seller)('POST', '/api/Business/AcceptAgreement', { AgreementId: id });
    const started = await api(buyer)<Outcome>('POST', '/api/Business/StartContract', { AgreementId: id });
    expect(started.body.data?.status).toBe('Active');
    const contract = (
      await api(buyer)<{ totalValue: string; endDate: string }>(
        'GET',
        `/api/Business/GetUserAgreementDetail?agreementId=${id}`,
      )
    ).body.data!;
    expect(contract.totalValue).toBe('1180.00');
    const active = (await expected(buyer)).body.data!;
    expect(active.payments[0]!.dueDates).toEqual([active.startDate]);
    expect(active.payments[2]!.dueDates).toEqual([contract.endDate]);
    const report = await api(seller)<Record<string, string>>('GET', '/api/Business/ClientReport');
    // The seller's only contract in force in this suite.
    expect(report.body.data!.totalSellerContractAmount).toBe('1180.00');
  });

  it('answers expected payments to the parties only, and 404 for a contract that is not a purchase order', async () => {
    const id = await createOrder(seller.phone);
    const outsider = await registerVerified(app.baseUrl);
    const outsiders = await api(outsider)('GET', `/api/Business/ExpectedPayments?agreementId=${id}`);
    expect([outsiders.status, outsiders.body.message]).toEqual([403, 'You are not a party to this agreement.']);
    const builder = await sendContract(app.baseUrl, buyer, seller.phone);
    const none = await api(buyer)('GET', `/api/Business/ExpectedPayments?agreementId=${builder.id}`);
    expect([none.status, none.body.message]).toEqual([
      404,
      'This contract has no payment schedule: it was not raised as a purchase order.',
    ]);
  });

  it('refuses outsiders: the link, the detail and every change', async () => {
    const id = await createOrder(seller.phone);
    const outsider = await registerVerified(app.baseUrl);
    const link = `/CheckPODetails?ph=${encodeURIComponent(outsider.phone)}&s=Buyer&pi=${id}`;
    expect((await api(outsider)('GET', `/api/PurchaseOrders${link}`)).status).toBe(403);
    expect((await api(outsider)('GET', `/api/PurchaseOrders/Detail?purchaseOrderId=${id}`)).status).toBe(403);
    const change = await api(outsider)('POST', '/api/PurchaseOrders/AddPayment', {
      AgreementId: id,
      type: 'F',
      note: 'Mine',
    });
    expect(change.status).toBe(403);
    // The counterparty may read the draft but not edit it.
    const edit = await api(seller)('POST', '/api/PurchaseOrders/AddPayment', {
      AgreementId: id,
      type: 'F',
      note: 'Theirs',
    });
    expect(edit.status).toBe(409);
  });

  it('keeps the attachments of the order (N, T, I) and lets the counterparty read them', async () => {
    const id = await createOrder(seller.phone);
    const file = await uploaded(app.baseUrl, buyer.token, PNG, 'drawing.png');
    const attach = (fields: object) =>
      api(buyer)('POST', '/api/PurchaseOrders/AddAttachment', { AgreementId: id, AttachmentType: 'N', ...fields });
    const noFile = await attach({ Title: 'Drawing', Attachments: [] });
    expect([noFile.status, noFile.body.message]).toEqual([400, CONTRACT_MESSAGES.attachmentFileMissing]);
    const noTitle = await attach({ Title: '', Attachments: [file.id] });
    expect(noTitle.body.message).toBe(CONTRACT_MESSAGES.attachmentTitleMissing);
    const item = (await detail(buyer, id)).items[0]!;
    expect((await attach({ Title: 'Drawing', Attachments: [file.id] })).status).toBe(200);
    expect(
      (await attach({ AttachmentType: 'I', ParentId: item.itemId, Title: 'Chair', Attachments: [file.id] })).status,
    ).toBe(200);
    const others = await uploaded(app.baseUrl, seller.token, PNG, 'theirs.png');
    expect((await attach({ Title: 'Not mine', Attachments: [others.id] })).status).toBe(400);

    const view = await detail(buyer, id);
    expect(view.attachments.map((a) => [a.attachmentType, a.title, a.parentId])).toEqual([
      ['N', 'Drawing', null],
      ['I', 'Chair', item.itemId],
    ]);
    await addPayment(id, { type: 'F', note: 'All at once' });
    await api(buyer)('POST', '/api/PurchaseOrders/Publish', { AgreementId: id });
    expect((await download(app.baseUrl, seller.token, view.attachments[0]!.link)).status).toBe(200);
  });
});
