// The e-invoice JSON a party downloads passes the NIC schema 1.1 with the lines' UQCs and agreed
// rates and a credit note's own amounts; a contract whose items were entered before the code and
// title rules (or whose code the HSN master no longer lists) is flagged in its reads and its export
// answers 422 naming the fields.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  E_INVOICE_INPUT_MESSAGES as E,
  type Actor,
  type AgreementCommandInput,
  type InvoiceView,
} from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../../backend/src/event-store/event-store.port.js';
import { eInvoiceSchemaProblems } from '../../../backend/src/invoices/e-invoice/e-invoice.validator.js';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import { call, contractNumberFor, createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { eventually, ok, registerWithGstin } from './support/contracts.js';

interface Line {
  title: string;
  code: string;
  unit: string;
  qty: string;
  rate: string;
  tax: string;
}
type Json = { ItemList: Record<string, unknown>[]; ValDtls: Record<string, number>; PayDtls: Record<string, number> };

describe('e-invoice JSON on the API', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    seller = await registerWithGstin(app, 'Sunil Traders', '27');
    buyer = await registerWithGstin(app, 'Bina Stores', '29');
  });
  afterAll(() => app.close());

  /**
   * A started contract of `lines` drafted by the seller. `legacy` rewrites the first item as entered
   * before the rules (an ItemEdited event appended to the store as it stood then).
   */
  async function contractOf(lines: Line[], legacy?: { code: string; title: string }) {
    const agreementId = randomUUID();
    const A = { AgreementId: agreementId };
    const ids = lines.map(() => randomUUID());
    const writer = app.app.get(StreamWriter);
    const run = (actor: Actor, command: AgreementCommandInput) =>
      writer.execute('agreement', agreementId, actor, command);
    await run(
      { userId: seller.userId, role: 'seller' },
      {
        type: 'DraftAgreement',
        data: {
          Id: agreementId,
          Number: await contractNumberFor(app, agreementId),
          CreatorType: 'seller',
          CounterpartyId: buyer.userId,
          OtherPartyContactInfo: buyer.phone,
          ContractType: 'Sales',
          NumberOfDays: 30,
          Items: lines.map((l, i) => ({
            AgItemId: ids[i],
            ItemTitle: l.title,
            ItemCode: l.code,
            Qty: l.qty,
            Rate: l.rate,
            Tax: l.tax,
            CurrencyId: 2,
            UnitId: l.unit,
            ItemDeliveredInDays: 10,
          })),
        },
      },
    );
    if (legacy) {
      const { state, version } = await writer.current('agreement', agreementId);
      const item = state.items[ids[0]!]!.context;
      await app.app
        .get<symbol, EventStore>(EVENT_STORE)
        .append(
          `agreement-${agreementId}`,
          [{ type: 'ItemEdited', data: { by: 'seller', item: { ...item, hsnSac: legacy.code, title: legacy.title } } }],
          {
            expectedVersion: version,
            metadata: {
              actorId: seller.userId,
              actorRole: 'seller',
              commandId: randomUUID(),
              correlationId: randomUUID(),
              causationId: randomUUID(),
              occurredAt: new Date().toISOString(),
              schemaVersion: 1,
            },
          },
        );
    }
    await run({ userId: seller.userId }, { type: 'StartAgreement', data: A });
    await run({ userId: buyer.userId }, { type: 'StartContract', data: A });
    return { agreementId, ids };
  }

  async function numberedInvoice(contract: { agreementId: string; ids: string[] }, lines: Line[]) {
    const invoice = await ok<{ id: string }>(app, seller, 'POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      ItemList: lines.map((l, i) => ({ AgItemId: contract.ids[i], QuantityDelivered: l.qty, Rate: l.rate })),
    });
    await ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${invoice.data.id}`);
    return eventually(async () => {
      const cards = await ok<(InvoiceView & { itemList: { problems: string[] }[] })[]>(
        app,
        seller,
        'GET',
        `/api/Business/InvoiceList?ctId=${contract.agreementId}`,
      );
      return cards.data.find((card) => card.id === invoice.data.id && card.taxInvoice);
    });
  }

  // An invoice of `line` whose note finds its one unit defective: the buyer completes the note and
  // the numbering reactor issues the credit note.
  async function creditNoteFor(
    contract: { agreementId: string; ids: string[] },
    line: { AgItemId: string; qty: string; rate: string },
  ) {
    const invoice = await numberedInvoice({ ...contract, ids: [line.AgItemId] }, [
      { title: '', code: '', unit: '', tax: '', qty: line.qty, rate: line.rate },
    ]);
    const writer = app.app.get(StreamWriter);
    const A = { AgreementId: contract.agreementId };
    const asBuyer = (command: AgreementCommandInput) =>
      writer.execute('agreement', contract.agreementId, { userId: buyer.userId }, command);
    const { state } = await asBuyer({ type: 'GenerateTxnNote', data: { ...A, InvoiceId: invoice.id } });
    const noteId = Object.keys(state.notes).find((id) => state.notes[id]!.context.invoiceId === invoice.id)!;
    const noteItemId = Object.keys(state.noteItems).find((id) => state.noteItems[id]!.context.noteId === noteId)!;
    await asBuyer({ type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 1, Rate: line.rate } });
    await asBuyer({ type: 'CompleteTxnNote', data: { ...A, Id: noteId } });
    return eventually(async () => {
      const cards = await ok<InvoiceView[]>(
        app,
        seller,
        'GET',
        `/api/Business/InvoiceList?ctId=${contract.agreementId}`,
      );
      return cards.data.find((card) => card.id === invoice.id && card.creditNote);
    });
  }

  const eInvoice = (invoiceId: string, type = 'INV') =>
    call<never>(app.baseUrl, 'GET', `/api/Business/EInvoiceJson?invId=${invoiceId}&type=${type}`, {
      token: buyer.token,
    });

  it('serves the tax invoice and its credit note, both passing the schema, in UQCs at the agreed rates', async () => {
    const lines: Line[] = [
      { title: 'Laptop', code: '8471', unit: 'PCS', qty: '2', rate: '100.00', tax: '18' },
      { title: 'Cooking oil', code: '1507', unit: 'LTR', qty: '2.5', rate: '19.99', tax: '12' },
    ];
    // One more laptop is agreed than invoiced first, for the invoice the credit note settles.
    const contract = await contractOf([{ ...lines[0]!, qty: '3' }, lines[1]!]);
    const card = await numberedInvoice(contract, lines);
    const reply = await eInvoice(card.id);
    expect(reply.status).toBe(200);
    const json = reply.body as unknown as Json;
    expect(eInvoiceSchemaProblems(json)).toEqual([]);
    expect(json.ItemList.map((i) => [i.Unit, i.Qty, i.UnitPrice, i.AssAmt])).toEqual([
      ['PCS', 2, 100, 200],
      ['LTR', 2.5, 19.99, 49.98],
    ]);

    const credited = await creditNoteFor(contract, { AgItemId: contract.ids[0]!, qty: '1', rate: '100.00' });
    const note = await eInvoice(credited.id, 'CRN');
    expect(note.status).toBe(200);
    const crn = note.body as unknown as Json;
    expect(eInvoiceSchemaProblems(crn)).toEqual([]);
    // One laptop returned: 100.00 + 18% IGST, all of it due on the credit note.
    expect(crn.ItemList).toEqual([expect.objectContaining({ Unit: 'PCS', Qty: 1, UnitPrice: 100 })]);
    expect(crn.ValDtls.TotInvVal).toBe(118);
    expect(crn.PayDtls).toMatchObject({ PaidAmt: 0, PaymtDue: 118 });
  });

  it('flags a legacy item’s code and title in the reads and refuses its export with 422 naming the fields', async () => {
    const lines: Line[] = [{ title: 'Television', code: '8528', unit: 'PCS', qty: '1', rate: '25000.00', tax: '28' }];
    const contract = await contractOf(lines, { code: '25', title: 'TV' });
    const items = await ok<{ itemHsnCsnUin: string; problems: string[] }[]>(
      app,
      seller,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${contract.agreementId}`,
    );
    expect(items.data).toEqual([
      expect.objectContaining({ itemHsnCsnUin: '25', problems: [E.hsnInvalid, E.titleTooShort] }),
    ]);
    const card = await numberedInvoice(contract, lines);
    expect(card.itemList[0]!.problems).toEqual([E.hsnInvalid, E.titleTooShort]);

    const reply = await eInvoice(card.id);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('ItemList[0].HsnCd');
    expect(Object.keys(reply.body.errors ?? {})).toEqual(
      expect.arrayContaining(['ItemList[0].HsnCd', 'ItemList[0].PrdDesc']),
    );
  });

  it('flags a legacy code its chapter once let in but the HSN master does not list, and still invoices it', async () => {
    const lines: Line[] = [{ title: 'Cement', code: '2523', unit: 'PCS', qty: '4', rate: '350.00', tax: '28' }];
    const contract = await contractOf(lines, { code: '25990000', title: 'Cement' });
    const items = await ok<{ itemHsnCsnUin: string; problems: string[] }[]>(
      app,
      seller,
      'GET',
      `/api/Business/GetAgreementItems?agreementid=${contract.agreementId}`,
    );
    expect(items.data).toEqual([expect.objectContaining({ itemHsnCsnUin: '25990000', problems: [E.hsnUnknown] })]);
    const card = await numberedInvoice(contract, lines);
    expect(card.itemList[0]!.problems).toEqual([E.hsnUnknown]);

    const reply = await eInvoice(card.id);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ 'ItemList[0].HsnCd': [`ItemList[0].HsnCd: ${E.hsnUnknown}`] });
  });
});
