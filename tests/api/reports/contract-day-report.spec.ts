// The day series of a contract scripted over six days (India time) equals figures worked out by
// hand; the analytics page sums the same contract by month, counterparty and unpaid-note age.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { istDate, type Actor, type AgreementCommandInput } from '@samvida/machines';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { load } from '../agreements/support/scenarios.js';
import { registerVerified } from '../accounts/support/accounts.js';
import { contractNumberFor, createTestApp, type TestApp } from '../../setup/test-app.js';

// 10:30 in India on 2 March 2026 and the days after; 20:00 UTC on 6 March is already 7 March in India.
const at = (iso: string) => new Date(iso);
const DAY = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'];

describe('ContractDayReport', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  const agreementId = randomUUID();
  const itemId = randomUUID();
  const invoiceId = randomUUID();

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer, seller } = await parties(app.baseUrl));
    const writer = app.app.get(StreamWriter);
    const A = { AgreementId: agreementId };
    const asSeller: Actor = { userId: seller.userId, role: 'seller' };
    const asBuyer: Actor = { userId: buyer.userId };
    const run = (actor: Actor, when: string, command: AgreementCommandInput) =>
      writer.execute('agreement', agreementId, actor, command, { now: at(when) });
    await run(asSeller, '2026-03-02T05:00:00Z', {
      type: 'DraftAgreement',
      data: {
        Id: agreementId,
        Number: await contractNumberFor(app, agreementId),
        CreatorType: 'seller',
        CounterpartyId: buyer.userId,
        OtherPartyContactInfo: buyer.phone,
        ContractType: 'Sales',
        Advance: '10',
        Items: [
          {
            AgItemId: itemId,
            ItemTitle: 'Steel rods',
            Qty: 10,
            Tax: 18,
            CurrencyId: 2,
            UnitId: 1,
            Rate: 100,
            ItemDeliveredInDays: 10,
          },
        ],
      },
    } as AgreementCommandInput);
    await run(asSeller, '2026-03-02T05:01:00Z', { type: 'StartAgreement', data: A });
    await run(asBuyer, '2026-03-03T05:00:00Z', {
      type: 'NegotiateItem',
      data: { ...A, ItemId: itemId, Amount: '90', CompletionDays: 10 },
    } as AgreementCommandInput);
    await run(asSeller, '2026-03-03T06:00:00Z', {
      type: 'NegotiateItem',
      data: { ...A, ItemId: itemId, Amount: '95', CompletionDays: 10 },
    } as AgreementCommandInput);
    await run(asBuyer, '2026-03-04T05:00:00Z', { type: 'StartContract', data: A });
    await run(asSeller, '2026-03-05T05:00:00Z', {
      type: 'MakeInvoice',
      data: {
        ...A,
        Id: invoiceId,
        InvoiceNote: 'First lot',
        ItemList: [{ AgItemId: itemId, QuantityDelivered: 4, Rate: '95' }],
      },
    } as AgreementCommandInput);
    await run(asSeller, '2026-03-05T05:01:00Z', { type: 'PublishInvoice', data: { ...A, InvoiceId: invoiceId } });
    await run(asBuyer, '2026-03-06T05:00:00Z', { type: 'GenerateTxnNote', data: { ...A, InvoiceId: invoiceId } });
    const noteId = Object.keys((await load(app, agreementId)).state.notes)[0]!;
    await run(asBuyer, '2026-03-06T05:01:00Z', {
      type: 'CompleteTxnNote',
      data: { ...A, Id: noteId },
    } as AgreementCommandInput);
    const notePaymentId = (await load(app, agreementId)).state.notes[noteId]!.context.notePaymentId!;
    const pay = (amount: string, when: string) =>
      run(asBuyer, when, {
        type: 'MakePayment',
        data: { ...A, NotePaymentId: notePaymentId, PaidAmount: amount, PaymentNote: 'NEFT' },
      });
    await pay('100', '2026-03-06T05:02:00Z');
    const paymentId = Object.keys((await load(app, agreementId)).state.payments)[0]!;
    await run(asSeller, '2026-03-06T20:00:00Z', {
      type: 'MarkPaymentReceived',
      data: { ...A, PaymentId: paymentId },
    } as AgreementCommandInput);
    await pay('348.40', '2026-03-06T20:01:00Z');
  });
  afterAll(() => app.close());

  it('equals the hand-computed day series, carried to today', async () => {
    const reply = await as(app.baseUrl, buyer)<Record<string, string>[]>(
      'GET',
      `/api/business/ContractDayReport?agId=${agreementId}`,
    );
    expect(reply.status).toBe(200);
    const rows = reply.body.data!;
    const row = (
      day: string,
      totalValue: string,
      raised: string,
      cleared: string,
      out: string,
      advance: string,
      advancePaid: string,
    ) => ({
      day,
      totalValue,
      invoiceRaisedTotal: raised,
      invoiceCleared: cleared,
      cashOutFlow: out,
      advanceTotalRaised: advance,
      advancePaid,
    });
    // 10 × ₹100 + 18% = 1,180.00; after the seller's ₹95 offer 10 × 95 + 18% = 1,121.00; the advance
    // (10%) is due from the start: 112.10; the invoice is 4 × 95 + 18% = 448.40; ₹100 is received
    // on the 7th (India time) and counts towards the advance; ₹448.40 has left the buyer by then.
    expect(rows.slice(0, 6)).toEqual([
      row(DAY[0]!, '1180.00', '0.00', '0.00', '0.00', '0.00', '0.00'),
      row(DAY[1]!, '1121.00', '0.00', '0.00', '0.00', '0.00', '0.00'),
      row(DAY[2]!, '1121.00', '0.00', '0.00', '0.00', '112.10', '0.00'),
      row(DAY[3]!, '1121.00', '448.40', '0.00', '0.00', '112.10', '0.00'),
      row(DAY[4]!, '1121.00', '448.40', '0.00', '100.00', '112.10', '0.00'),
      row(DAY[5]!, '1121.00', '448.40', '100.00', '448.40', '112.10', '100.00'),
    ]);
    const today = istDate(new Date());
    expect(rows.at(-1)).toEqual({ ...rows[5], day: today });
    expect(rows.map((r) => r.day)).toEqual([...new Set(rows.map((r) => r.day))].sort());
  });

  it('is refused to someone who is not a party', async () => {
    const stranger = await registerVerified(app.baseUrl, { UsrName: 'Nosy Neighbour' });
    const reply = await as(app.baseUrl, stranger)('GET', `/api/business/ContractDayReport?agId=${agreementId}`);
    expect(reply.status).toBe(403);
  });

  it('feeds the analytics page: months, counterparties and unpaid notes by age', async () => {
    const seen = await as(app.baseUrl, seller)<{
      months: Record<string, string>[];
      counterparties: Record<string, unknown>[];
      unpaidNotes: { bucket: string; notes: number; outstanding: string }[];
    }>('GET', '/api/Business/Analytics');
    expect(seen.body.data!.months).toEqual([
      {
        month: '2026-03',
        contractValue: '1121.00',
        invoicesRaised: '448.40',
        invoicesCleared: '100.00',
        cashIn: '100.00',
        cashOut: '0.00',
      },
    ]);
    expect(seen.body.data!.counterparties).toEqual([
      {
        counterpartyId: buyer.userId,
        name: 'Bina Buyer',
        contracts: 1,
        contractValue: '1121.00',
        invoiced: '448.40',
        cleared: '100.00',
      },
    ]);
    // Settled on 6 March, ₹448.40 due and paid in two payments: nothing is outstanding yet.
    expect(seen.body.data!.unpaidNotes.map((b) => b.notes)).toEqual([0, 0, 0, 0]);
    // The seller reports the second payment as not received: ₹348.40 is owed, settled long ago.
    const state = (await load(app, agreementId)).state;
    const second = Object.values(state.payments).find((p) => p.context.amount === '348.40')!;
    await app.app.get(StreamWriter).execute('agreement', agreementId, { userId: seller.userId, role: 'seller' }, {
      type: 'MarkPaymentNotReceived',
      data: { AgreementId: agreementId, PaymentId: second.context.paymentId },
    } as AgreementCommandInput);
    const owed = await as(app.baseUrl, seller)<{
      unpaidNotes: { bucket: string; notes: number; outstanding: string }[];
    }>('GET', '/api/Business/Analytics');
    expect(owed.body.data!.unpaidNotes).toEqual([
      { bucket: '0-30 days', notes: 0, outstanding: '0.00' },
      { bucket: '31-60 days', notes: 0, outstanding: '0.00' },
      { bucket: '61-90 days', notes: 0, outstanding: '0.00' },
      { bucket: 'over 90 days', notes: 1, outstanding: '348.40' },
    ]);
    const buyerView = await as(app.baseUrl, buyer)<{ months: Record<string, string>[] }>(
      'GET',
      '/api/Business/Analytics',
    );
    expect(buyerView.body.data!.months[0]).toMatchObject({ cashIn: '0.00', cashOut: '448.40' });
  });
});
