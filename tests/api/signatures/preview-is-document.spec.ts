// What you preview is what you sign: a builder draft sent as a contract, agreed and fixed, gives a
// contract document whose text holds every clause the builder's preview shows for that draft (the
// preview's own list, `draftClauses`), the recital and "Entire agreement" included.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contractRecital } from '@samvida/machines';
import { StreamWriter } from '../../../backend/src/streams/stream-writer.service.js';
import {
  blankLine,
  draftClauses,
  newDraft,
  newTerm,
  sendContractBody,
  type BuilderDraft,
} from '../../../frontend/src/routes/builder/lib/builder-draft.js';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { ok, pdfText } from '../invoices/support/contracts.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

// pdftotext breaks lines where the PDF wraps them.
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the contract document of a builder draft', () => {
  let app: TestApp;
  let tenant: SignedIn;
  let landlord: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ({ buyer: tenant, seller: landlord } = await parties(app.baseUrl));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('shows every clause the preview shows for the draft', async () => {
    const draft: BuilderDraft = {
      ...newDraft('Rental Agreement'),
      counterpartyContact: landlord.phone,
      startDate: '2026-12-01',
      contractDuration: '90',
      penalityDays: '7',
      penalityPercent: '2.50',
      advance: '10',
      deposite: '25000',
      lineItems: [{ ...blankLine(), title: 'Flat 4B', hsnSac: '997211', quantity: '3', rate: '18000', tax: '0' }],
      paymentTerms: [newTerm('Rent', 'Paid by the fifth of each month.')],
      customTerms: [newTerm('Pets', 'One small dog is allowed.')],
    };
    const sent = await as(app.baseUrl, tenant)<{ id: string }>('POST', '/api/Business/SendContract', {
      ...sendContractBody(draft, true),
      RequireSignatures: true,
    });
    expect([sent.status, sent.body.message]).toEqual([201, sent.body.message]);
    const agreementId = sent.body.data!.id;
    const { state } = await app.app.get(StreamWriter).current('agreement', agreementId);
    for (const ItemId of Object.keys(state.items))
      await ok(app, landlord, 'POST', '/api/Business/AcceptItem', { AgreementId: agreementId, ItemId });
    for (const TermId of Object.keys(state.terms))
      await ok(app, landlord, 'POST', '/api/Business/AcceptTerm', { AgreementId: agreementId, TermId });
    await ok(app, tenant, 'POST', `/api/agreements/${agreementId}/document`);
    const response = await fetch(`${app.baseUrl}/api/agreements/${agreementId}/document.pdf`, {
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect(response.status).toBe(200);
    const text = flat(pdfText(Buffer.from(await response.arrayBuffer())));

    const clauses = draftClauses(draft);
    expect(clauses.map((clause) => clause.title)).toContain('Entire agreement');
    expect(text).toContain(flat(contractRecital(draft.templateName)));
    clauses.forEach((clause, index) => {
      const terms = (clause.terms ?? []).map((term, at) => `${index + 1}.${at + 1} ${term.title}. ${term.text}`);
      for (const words of [`${index + 1}. ${clause.title}`, clause.text, clause.closing ?? '', ...terms])
        expect([clause.key, text]).toEqual([clause.key, expect.stringContaining(flat(words))]);
    });
    // The draft's own values, as both print them.
    expect(text).toContain('This Agreement begins on 01/12/2026 and runs for 90 days.');
    expect(text).toContain('is paid 2.5% less');
    expect(text).toContain('a security deposit of ₹25,000.00 is held');
    expect(text).toContain('WHEREAS the landlord has agreed to provide, and the tenant has agreed to take');
  });
});
