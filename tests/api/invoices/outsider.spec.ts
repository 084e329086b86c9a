// Every invoice, note and payment call refuses a signed-in outsider with 403 NOT_A_PARTY (the same
// for ids that do not exist), changes nothing, and answers 401 without a token.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvoiceView } from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { registerVerified, type SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import { load } from '../agreements/support/scenarios.js';
import { activeContract, eventually, ok, registerWithGstin } from './support/contracts.js';

interface Ids {
  agreementId: string;
  laptopId: string;
  invoiceId: string;
  invoiceItemId: string;
  noteId: string;
  noteItemId: string;
  notePaymentId: string;
  paymentId: string;
  advanceId: string;
}
type Endpoint = [method: string, path: (ids: Ids) => string, body?: (ids: Ids) => unknown];

const ENDPOINTS: Record<string, Endpoint> = {
  InvoiceList: ['GET', (i) => `/api/Business/InvoiceList?ctId=${i.agreementId}`],
  MakeInvoice: [
    'POST',
    () => '/api/Business/MakeInvoice',
    (i) => ({ ContractId: i.agreementId, ItemList: [{ AgItemId: i.laptopId, QuantityDelivered: 1, Rate: 1 }] }),
  ],
  UpdateInvoice: [
    'POST',
    () => '/api/Business/UpdateInvoice',
    (i) => ({
      Id: i.invoiceId,
      ContractId: i.agreementId,
      ItemList: [{ AgItemId: i.laptopId, QuantityDelivered: 1, Rate: 1 }],
    }),
  ],
  UpdateInvoiceItem: [
    'POST',
    () => '/api/Business/UpdateInvoiceItem',
    (i) => ({ Id: i.invoiceItemId, InvoiceId: i.invoiceId, QuantityDelivered: 1, Rate: 1 }),
  ],
  'PublishInvoice (GET)': ['GET', (i) => `/api/Business/PublishInvoice?invId=${i.invoiceId}`],
  'PublishInvoice (POST)': ['POST', () => '/api/Business/PublishInvoice', (i) => ({ invId: i.invoiceId })],
  'GenerateTxnNote (GET)': ['GET', (i) => `/api/Business/GenerateTxnNote?invId=${i.invoiceId}`],
  'GenerateTxnNote (POST)': ['POST', () => '/api/Business/GenerateTxnNote', (i) => ({ invId: i.invoiceId })],
  GetTxnNote: ['GET', (i) => `/api/Business/GetTxnNote?txnNoteId=${i.noteId}`],
  UpdateTxnNote: ['POST', () => '/api/Business/UpdateTxnNote', (i) => ({ Id: i.noteId, PanalityPercent: 1 })],
  'PublishTxnNote (GET)': ['GET', (i) => `/api/Business/PublishTxnNote?txnNoteId=${i.noteId}`],
  'PublishTxnNote (POST)': ['POST', () => '/api/Business/PublishTxnNote', (i) => ({ txnNoteId: i.noteId })],
  NegotiateTxnNote: ['POST', () => '/api/Business/NegotiateTxnNote', (i) => ({ Id: i.noteId, PanalityPercent: 1 })],
  AcceptTxnNote: ['POST', () => '/api/Business/AcceptTxnNote', (i) => ({ Id: i.noteId })],
  CompleteTxnNote: ['POST', () => '/api/Business/CompleteTxnNote', (i) => ({ Id: i.noteId })],
  UpdateTxnNoteItem: [
    'POST',
    () => '/api/Business/UpdateTxnNoteItem',
    (i) => ({ Id: i.noteItemId, DefectedCount: 0, Rate: 1 }),
  ],
  NegotiateTxnNoteItem: [
    'POST',
    () => '/api/Business/NegotiateTxnNoteItem',
    (i) => ({ Id: i.noteItemId, DefectedCount: 0, Rate: 1 }),
  ],
  AcceptTxnNoteItem: ['POST', () => '/api/Business/AcceptTxnNoteItem', (i) => ({ Id: i.noteItemId })],
  MakePayment: [
    'POST',
    () => '/api/Business/MakePayment',
    (i) => ({ NotePaymentId: i.notePaymentId, PaidAmount: '1.00', PaymentNote: 'UPI' }),
  ],
  PaymentReceived: ['POST', () => '/api/Business/PaymentReceived', (i) => ({ PaymentId: i.paymentId })],
  PaymentNotReceived: ['POST', () => '/api/Business/PaymentNotReceived', (i) => ({ PaymentId: i.paymentId })],
  PaymentRespond: ['POST', () => '/api/Business/PaymentRespond', (i) => ({ PaymentId: i.paymentId })],
  PayList: ['GET', (i) => `/api/Business/PayList?notePayId=${i.notePaymentId}`],
  AdvancePayment: ['GET', (i) => `/api/Business/AdvancePayment?agreementId=${i.agreementId}`],
  'MakePayment (advance)': [
    'POST',
    () => '/api/Business/MakePayment',
    (i) => ({ NotePaymentId: i.advanceId, PaidAmount: '1.00', PaymentNote: 'UPI', PaymentReference: 'UTR 1' }),
  ],
  'PayList (advance)': ['GET', (i) => `/api/Business/PayList?notePayId=${i.advanceId}`],
};

describe('an outsider on invoices, notes and payments', () => {
  let app: TestApp;
  let stranger: SignedIn;
  let ids: Ids;
  let version: number;

  beforeAll(async () => {
    app = await createTestApp();
    const [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    stranger = await registerVerified(app.baseUrl, { UsrName: 'Nosy Neighbour' });
    const contract = await activeContract(app, seller, buyer);
    // A second invoice stays a draft, so that every invoice call has a target in a state it takes.
    const make = (QuantityDelivered: number) =>
      ok<{ id: string }>(app, seller, 'POST', '/api/Business/MakeInvoice', {
        ContractId: contract.agreementId,
        ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered, Rate: '100.00' }],
      });
    const invoiceId = (await make(2)).data.id;
    await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${invoiceId}`);
    const noteId = (await ok<{ id: string }>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoiceId}`))
      .data.id;
    await ok(app, buyer, 'POST', '/api/Business/CompleteTxnNote', { Id: noteId });
    const cards = async () =>
      (await ok<InvoiceView[]>(app, seller, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)).data;
    const card = (await cards())[0]!;
    const notePaymentId = card.txnNote!.notePayment!.id;
    const paymentId = (
      await ok<{ id: string }>(app, buyer, 'POST', '/api/Business/MakePayment', {
        NotePaymentId: notePaymentId,
        PaidAmount: '10.00',
        PaymentNote: 'UPI',
      })
    ).data.id;
    const draftId = (await make(1)).data.id;
    await eventually(async () => ((await cards())[0]!.taxInvoice ? true : undefined));
    const draft = (await cards()).find((c) => c.id === draftId)!;
    ids = {
      agreementId: contract.agreementId,
      laptopId: contract.laptopId,
      invoiceId: draftId,
      invoiceItemId: draft.itemList[0]!.id,
      noteId,
      noteItemId: card.txnNote!.itemList[0]!.id,
      notePaymentId,
      paymentId,
      advanceId: '',
    };
    const advance = await ok<{ id: string }>(
      app,
      buyer,
      'GET',
      `/api/Business/AdvancePayment?agreementId=${contract.agreementId}`,
    );
    ids.advanceId = advance.data.id;
    version = (await load(app, contract.agreementId)).version;
  });
  afterAll(() => app.close());

  it.each(Object.keys(ENDPOINTS))('gets 403 from %s and changes nothing', async (name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const reply = await as(app.baseUrl, stranger)(method, path(ids), body?.(ids));
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      403,
      'NOT_A_PARTY',
      'You are not a party to this agreement.',
    ]);
    expect((await load(app, ids.agreementId)).version).toBe(version);
  });

  it.each(Object.keys(ENDPOINTS))('gets the same 403 from %s for ids that do not exist', async (name) => {
    const [method, path, body] = ENDPOINTS[name]!;
    const missing = Object.fromEntries(Object.keys(ids).map((key) => [key, randomUUID()])) as unknown as Ids;
    const reply = await as(app.baseUrl, stranger)(method, path(missing), body?.(missing));
    expect([reply.status, reply.body.code]).toEqual([403, 'NOT_A_PARTY']);
  });

  it('answers 401 without a token', async () => {
    for (const [name, [method, path, body]] of Object.entries(ENDPOINTS)) {
      const reply = await as(app.baseUrl, undefined)(method, path(ids), body?.(ids));
      expect([name, reply.status]).toEqual([name, 401]);
    }
  });
});
