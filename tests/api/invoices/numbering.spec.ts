// GST invoice numbers are gapless and unique per seller GSTIN and financial year, even when 20
// invoices of one seller (on 20 contracts) are published at the same moment; another GSTIN counts apart.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvoiceView } from '@samvida/machines';
import { randomUUID } from 'node:crypto';
import { GstDocumentNumbers } from '../../../backend/src/invoices/invoice-numbering/gst-document-numbers.service.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { activeContract, eventually, ok, registerWithGstin } from './support/contracts.js';

type Outcome = { id: string };

describe('GST invoice numbering under concurrency', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '29'),
    ]);
  });
  afterAll(() => app.close());

  const draftOn = async (owner: SignedIn) => {
    const contract = await activeContract(app, owner, buyer);
    const made = await ok<Outcome>(app, owner, 'POST', '/api/Business/MakeInvoice', {
      ContractId: contract.agreementId,
      ItemList: [{ AgItemId: contract.laptopId, QuantityDelivered: 1, Rate: '100.00' }],
    });
    return { agreementId: contract.agreementId, invoiceId: made.data.id };
  };

  const numberOf = (owner: SignedIn, agreementId: string) =>
    eventually(async () => {
      const cards = (await ok<InvoiceView[]>(app, owner, 'GET', `/api/Business/InvoiceList?ctId=${agreementId}`)).data;
      return cards[0]?.taxInvoice?.number;
    }, 60_000);

  it('issues 1 to 20 exactly once when 20 are published at once', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draftOn(seller));
    const other = await registerWithGstin(app, 'Other Seller', '27');
    const otherDraft = await draftOn(other);

    await Promise.all([
      ...drafts.map((d) => ok(app, seller, 'GET', `/api/Business/PublishInvoice?invId=${d.invoiceId}`)),
      ok(app, other, 'GET', `/api/Business/PublishInvoice?invId=${otherDraft.invoiceId}`),
    ]);
    const numbers = await Promise.all(drafts.map((d) => numberOf(seller, d.agreementId)));
    const prefix = numbers[0]!.slice(0, 'SV/26-27'.length);
    expect(numbers.every((n) => n.length <= 16)).toBe(true);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `${prefix}/${String(i + 1).padStart(6, '0')}`),
    );
    expect(await numberOf(other, otherDraft.agreementId)).toBe(`${prefix}/000001`);
  }, 120_000);

  it('reserves gaplessly when 20 reservations race on the counter row (as from several processes)', async () => {
    const numbers = app.app.get(GstDocumentNumbers);
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const racer = { sellerId: 'seller-race', sellerGstin: null };
    const reserved = await Promise.all(ids.map((id) => numbers.reserve(id, racer, 'INV', '26-27')));
    expect([...reserved].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `SV/26-27/${String(i + 1).padStart(6, '0')}`),
    );
    // A document asking again keeps its number; credit notes count apart.
    expect(await numbers.reserve(ids[3]!, racer, 'INV', '26-27')).toBe(reserved[3]);
    expect(await numbers.reserve(randomUUID(), racer, 'CRN', '26-27')).toBe('CN/26-27/000001');
  });
});
