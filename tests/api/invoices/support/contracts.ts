// Active contracts with two items, brought there through the app's own write path, and typed
// calls for the invoice, note and payment suites.
import { expect } from '@jest/globals';
import {
  gstinCheckCharacter,
  type Actor,
  type AgreementCommandInput,
  type InvoiceView,
  type TxnNoteView,
} from '@samvida/machines';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { StreamWriter } from '../../../../backend/src/streams/stream-writer.service.js';
import { contractNumberFor, type TestApp } from '../../../setup/test-app.js';
import { newPan, registerVerified, type SignedIn } from '../../accounts/support/accounts.js';
import { as, type Reply } from '../../agreements/support/agreements.js';

export interface ActiveContract {
  agreementId: string;
  laptopId: string;
  mouseId: string;
}

/** A GSTIN with a valid check character for a state code (27 Maharashtra, 29 Karnataka). */
export const gstinIn = (stateCode: string, pan = 'ABCPV1234K'): string => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

/** A verified user with a GSTIN of their own (a fresh PAN) in the state; `gstin` is that GSTIN. */
export async function registerWithGstin(
  app: TestApp,
  name: string,
  stateCode: string,
): Promise<SignedIn & { gstin: string }> {
  const UsrPan = newPan();
  const gstin = gstinIn(stateCode, UsrPan);
  return { ...(await registerVerified(app.baseUrl, { UsrName: name, UsrPan, UsrGstin: gstin })), gstin };
}

/**
 * The seller's contract with the buyer, started: 10 laptops (HSN 8471) at 100.00 and 5 mice
 * (HSN 8473) at 10.25, both at 18% tax; LD 2% after 5 days; a 10% advance; 30 days from today. With
 * `sign`, the contract requires signatures and `sign` gets both before the buyer starts it; `draft`
 * changes the draft's fields (Advance, StartDate, Terms…).
 */
export async function activeContract(
  app: TestApp,
  seller: SignedIn,
  buyer: SignedIn,
  { sign, draft }: { sign?: (agreementId: string) => Promise<void>; draft?: Record<string, unknown> } = {},
): Promise<ActiveContract> {
  const ids = { agreementId: randomUUID(), laptopId: randomUUID(), mouseId: randomUUID() };
  const A = { AgreementId: ids.agreementId };
  const item = (AgItemId: string, ItemTitle: string, ItemCode: string, Qty: number, Rate: string) => ({
    AgItemId,
    ItemTitle,
    ItemCode,
    Qty,
    Rate,
    Tax: 18,
    CurrencyId: 2,
    UnitId: 1,
    ItemDeliveredInDays: 10,
  });
  const steps: [Actor, AgreementCommandInput][] = [
    [
      { userId: seller.userId, role: 'seller' },
      {
        type: 'DraftAgreement',
        data: {
          Id: ids.agreementId,
          Number: await contractNumberFor(app, ids.agreementId),
          CreatorType: 'seller',
          CounterpartyId: buyer.userId,
          OtherPartyContactInfo: buyer.phone,
          ContractType: 'Sales',
          LDPercent: 2,
          LDDays: 5,
          Advance: 10,
          NumberOfDays: 30,
          Items: [item(ids.laptopId, 'Laptop', '8471', 10, '100.00'), item(ids.mouseId, 'Mouse', '8473', 5, '10.25')],
          ...draft,
        },
      } as AgreementCommandInput,
    ],
    ...(sign
      ? [[{ userId: seller.userId }, { type: 'RequireSignatures', data: { ...A, Required: true } }] as const]
      : []),
    [{ userId: seller.userId }, { type: 'StartAgreement', data: A }],
  ];
  const writer = app.app.get(StreamWriter);
  for (const [actor, command] of steps) await writer.execute('agreement', ids.agreementId, actor, command);
  await sign?.(ids.agreementId);
  await writer.execute('agreement', ids.agreementId, { userId: buyer.userId }, { type: 'StartContract', data: A });
  return ids;
}

/** Calls as `user` and expects success; returns the data. */
export async function ok<T>(
  app: TestApp,
  user: SignedIn,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ data: T; message?: string }> {
  const reply: Reply<T> = await as(app.baseUrl, user)<T>(method, path, body);
  expect([path, reply.status, reply.body.message]).toEqual([path, 200, reply.body.message]);
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body.message}`);
  return { data: reply.body.data!, message: reply.body.message };
}

/** Polls until `check` returns a value (the numbering reactor runs after the command answers). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A document `user` downloads (a PDF, a file): expects 200 and answers its bytes. */
export async function download(app: TestApp, user: SignedIn, path: string): Promise<Buffer> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect([path, response.status]).toEqual([path, 200]);
  return Buffer.from(await response.arrayBuffer());
}

/** The text of a PDF as Debian's poppler-utils `pdftotext` reads it (installed by .ci/run). */
export const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/**
 * Invoices `ItemList` and settles it with a credit note: the seller publishes the invoice and it is
 * numbered ({@link numberedInvoice}); the buyer's note reports one unit of the first line defective; the seller accepts the
 * line and the note. Answers the invoice's card once its credit note is issued.
 */
export async function creditedInvoice(
  app: TestApp,
  { seller, buyer }: { seller: SignedIn; buyer: SignedIn },
  contract: ActiveContract,
  ItemList: { AgItemId: string; QuantityDelivered: number; Rate: string }[],
): Promise<InvoiceView> {
  const invoice = await numberedInvoice(app, seller, contract, ItemList);
  const note = await ok<{ id: string }>(app, buyer, 'GET', `/api/Business/GenerateTxnNote?invId=${invoice.id}`);
  const noteView = await ok<TxnNoteView>(app, buyer, 'GET', `/api/Business/GetTxnNote?txnNoteId=${note.data.id}`);
  const line = noteView.data.itemList[0]!.id;
  await ok(app, buyer, 'POST', '/api/Business/UpdateTxnNoteItem', {
    Id: line,
    DefectedCount: 1,
    Rate: ItemList[0]!.Rate,
  });
  await ok(app, buyer, 'GET', `/api/Business/PublishTxnNote?txnNoteId=${note.data.id}`);
  await ok(app, seller, 'POST', '/api/Business/AcceptTxnNoteItem', { Id: line });
  await ok(app, seller, 'POST', '/api/Business/AcceptTxnNote', { Id: note.data.id });
  // An accept completes the note when no line is countered; a note it left Active takes a second.
  const accepted = await ok<TxnNoteView>(app, buyer, 'GET', `/api/Business/GetTxnNote?txnNoteId=${note.data.id}`);
  if (accepted.data.noteStatus !== 'Completed')
    await ok(app, seller, 'POST', '/api/Business/AcceptTxnNote', { Id: note.data.id });
  return eventually(async () => {
    const found = await invoiceCard(app, seller, contract, invoice.id);
    return found?.creditNote ? found : undefined;
  });
}

/** The seller's card of one invoice of the contract, as InvoiceList shows it. */
export const invoiceCard = async (app: TestApp, seller: SignedIn, contract: ActiveContract, invoiceId: string) =>
  (await ok<InvoiceView[]>(app, seller, 'GET', `/api/Business/InvoiceList?ctId=${contract.agreementId}`)).data.find(
    (invoice) => invoice.id === invoiceId,
  );

/** Invoices `ItemList` and publishes it; answers the invoice's card once it is numbered. */
export async function numberedInvoice(
  app: TestApp,
  seller: SignedIn,
  contract: ActiveContract,
  ItemList: { AgItemId: string; QuantityDelivered: number; Rate: string }[],
): Promise<InvoiceView> {
  const invoice = await ok<{ id: string }>(app, seller, 'POST', '/api/Business/MakeInvoice', {
    ContractId: contract.agreementId,
    ItemList,
  });
  await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${invoice.data.id}`);
  return eventually(async () => {
    const found = await invoiceCard(app, seller, contract, invoice.data.id);
    return found?.taxInvoice ? found : undefined;
  });
}
