// The timeline and the audit report of a contract that went the whole way: signed by both parties,
// started, invoiced, numbered by GST numbering, reconciled in a note with a credit note, its advance
// and its note paid. Events of Samvida's own processes are named, never looked up as users.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SignedIn } from '../agreements/support/agreements.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { ok, pdfText, registerWithGstin, type ActiveContract } from '../invoices/support/contracts.js';
import { executedContract } from './support/executed-contract.js';

interface TimelineEntry {
  type: string;
  actorId: string;
  actorName: string;
  text: string;
}

describe('the whole history of an executed contract', () => {
  let app: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let contract: ActiveContract;

  beforeAll(async () => {
    app = await createTestApp();
    [seller, buyer] = await Promise.all([
      registerWithGstin(app, 'Sunil Seller', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
    ]);
    contract = await executedContract(app, { seller, buyer });
  });
  afterAll(() => app.close());

  it('tells every event in words, naming GST numbering as Samvida’s own process', async () => {
    const { data: entries } = await ok<TimelineEntry[]>(
      app,
      buyer,
      'GET',
      `/api/Audit/Timeline?agId=${contract.agreementId}`,
    );
    const types = new Set(entries.map((entry) => entry.type));
    for (const type of [
      'AgreementSigned',
      'AgreementStarted',
      'InvoiceNumbered',
      'TxnNoteSettled',
      'CreditNoteIssued',
      'PaymentMade',
      'PaymentReceived',
    ])
      expect([type, types.has(type)]).toEqual([type, true]);
    const numbered = entries.filter((entry) => entry.type === 'InvoiceNumbered' || entry.type === 'CreditNoteIssued');
    expect(numbered.map((entry) => [entry.actorId, entry.actorName])).toEqual([
      ['gst-numbering', 'Samvida (GST numbering)'],
      ['gst-numbering', 'Samvida (GST numbering)'],
    ]);
    expect(numbered.every((entry) => entry.text.startsWith('Samvida (GST numbering) '))).toBe(true);
    const byUsers = entries.filter((entry) => entry.actorId !== 'gst-numbering');
    expect(new Set(byUsers.map((entry) => entry.actorName))).toEqual(new Set(['Sunil Seller', 'Bina Buyer']));
  });

  it('prints the audit report with the same history', async () => {
    const response = await fetch(`${app.baseUrl}/api/Audit/Report?agId=${contract.agreementId}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Samvida (GST numbering)');
    expect(text).toContain('Sunil Seller (seller)');
  });
});
