// Every PDF the API serves carries the platform's PAdES signature (issue 34): the contract document,
// its signing certificate, the signed contract, the invoice, the credit note, the audit report and
// the payment receipt, each checked by poppler's pdfsig as any PDF reader would. The hash the parties
// sign stays the SHA-256 of the document without that signature; the panel shows both hashes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { controlClock } from '../accounts/support/accounts.js';
import type { SignedIn } from '../agreements/support/agreements.js';
import { documentPart, expectSignedByPlatform } from '../../backend/pdf/support/pdfsig.js';
import { activeContract, creditedInvoice, ok, pdfText, registerWithGstin } from '../invoices/support/contracts.js';
import { signByBoth } from '../signatures/support/signing.js';
import { createOrder, payInSandbox, recharge } from '../subscriptions/support.js';
import { download, sql } from '../uploads/support/uploads.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface DocumentInfo {
  DocumentVersion: number;
  Hash: string;
  FileHash: string | null;
  FixedAt: string;
}

describe('signed PDFs', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let agreementId: string;
  let invoiceId: string;
  let receiptUrl: string;

  const pdf = async (user: SignedIn, url: string): Promise<Buffer> => {
    const reply = await download(app.baseUrl, user.token, url);
    expect([url, reply.status, reply.headers.get('content-type')]).toEqual([url, 200, 'application/pdf']);
    return reply.bytes;
  };
  const documentInfo = async () =>
    (await ok<{ Document: DocumentInfo }>(app, seller, 'GET', `/api/agreements/${agreementId}/signatures`)).data
      .Document;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '29'),
    ]);
    const clock = controlClock(app);
    const contract = await activeContract(app, seller, buyer, {
      sign: (id) => signByBoth(app, { buyer, seller, clock }, id),
    });
    agreementId = contract.agreementId;
    const card = await creditedInvoice(app, { seller, buyer }, contract, [
      { AgItemId: contract.laptopId, QuantityDelivered: 2, Rate: '100.00' },
    ]);
    invoiceId = card.id;
    const order = await createOrder(app, buyer);
    const paid = await recharge(app, buyer, await payInSandbox(app, order.orderId));
    receiptUrl = paid.body.data!.payment.receiptUrl;
  });
  afterAll(() => app?.close());

  it.each([
    ['the contract document', () => `/api/agreements/${agreementId}/document.pdf`],
    ['its signing certificate', () => `/api/agreements/${agreementId}/certificate.pdf`],
    ['the signed contract with its certificate', () => `/api/agreements/${agreementId}/signed-contract.pdf`],
    ['the invoice', () => `/api/Business/InvoicePdf?invId=${invoiceId}`],
    ['the credit note', () => `/api/Business/CreditNotePdf?invId=${invoiceId}`],
    ['the audit report', () => `/api/Audit/Report?agId=${agreementId}`],
    ['the payment receipt', () => receiptUrl],
  ])('signs %s, valid over the whole file for pdfsig', async (_kind, url) => {
    const user = url() === receiptUrl ? buyer : seller;
    const first = await pdf(user, url());
    expectSignedByPlatform(first);
    // Served again from the store: the same file, not signed anew.
    expect((await pdf(user, url())).equals(first)).toBe(true);
  });

  it('keeps the hash the parties signed as that of the document alone, and shows the file’s beside it', async () => {
    const file = await pdf(buyer, `/api/agreements/${agreementId}/document.pdf`);
    const document = await documentInfo();
    expect(sha256(documentPart(file))).toBe(document.Hash);
    expect(document.FileHash).toBe(sha256(file));
    expect(document.FileHash).not.toBe(document.Hash);
    // Both parties signed that hash, as the signing certificate records.
    const certificate = pdfText(await pdf(buyer, `/api/agreements/${agreementId}/certificate.pdf`));
    const signedFor = [...certificate.matchAll(/Signed SHA-256:\s+([0-9a-f]{64})/g)].map((match) => match[1]);
    expect(signedFor).toEqual([document.Hash, document.Hash]);
  });

  it('signs the document again once its file left the store: another file, the same document', async () => {
    const before = await documentInfo();
    await sql(app.db.url, "delete from rendered_pdfs where key like 'contract-document:%'");
    expect((await documentInfo()).FileHash).toBeNull();
    const again = await pdf(seller, `/api/agreements/${agreementId}/document.pdf`);
    expectSignedByPlatform(again);
    const after = await documentInfo();
    expect([after.Hash, sha256(documentPart(again)), after.FileHash]).toEqual([
      before.Hash,
      before.Hash,
      sha256(again),
    ]);
  });
});
