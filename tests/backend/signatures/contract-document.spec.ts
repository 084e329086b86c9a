// The contract document is deterministic: the same agreed state and fixing event give the same
// bytes (so its SHA-256 can be re-checked), and any change of content or date gives other bytes.
// It shows every clause of the machines' list the builder's preview shows; a document fixed with
// the first layout still renders to the bytes its parties signed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { contractRecital } from '@samvida/machines';
import {
  documentClauses,
  renderContractDocument,
} from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { CONTRACT_DOCUMENT_LAYOUT } from '../../../backend/src/signatures/contract-document/document-layout.js';
import { pdfText } from '../../api/invoices/support/contracts.js';
import { document } from '../pdf/support/documents.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const { fixed } = document;
const party = fixed.parties.buyer;
const render = (data = fixed) => renderContractDocument({ ...document, fixed: data });
const current = { ...fixed, layout: CONTRACT_DOCUMENT_LAYOUT };
// pdftotext breaks lines where the PDF wraps them.
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the contract document PDF', () => {
  it('renders the same bytes for the same state', async () => {
    const [first, second] = [await render(), await render()];
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(second)).toBe(sha256(first));
  });

  it('renders other bytes when a party detail or the date differs', async () => {
    const base = sha256(await render());
    const renamed = { ...fixed, parties: { ...fixed.parties, seller: { ...party, name: 'Ravi Steels' } } };
    expect(sha256(await render(renamed))).not.toBe(base);
    expect(sha256(await render({ ...fixed, fixedAt: '2026-11-24T10:00:00.000Z' }))).not.toBe(base);
  });

  it('shows every clause of the list the builder’s preview shows, “Entire agreement” included', async () => {
    const text = flat(pdfText(await render(current)));
    const clauses = documentClauses(document.state);
    expect(clauses.map((clause) => clause.title)).toEqual([
      'Term',
      'Consideration',
      'Payment terms',
      'Terms and conditions',
      'Entire agreement',
    ]);
    expect(text).toContain(flat(contractRecital(document.state.agreement!.context.contractType)));
    clauses.forEach((clause, index) => {
      const terms = (clause.terms ?? []).map((term, at) => `${index + 1}.${at + 1} ${term.title}. ${term.text}`);
      for (const words of [`${index + 1}. ${clause.title}`, clause.text, clause.closing ?? '', ...terms])
        expect([clause.key, text]).toEqual([clause.key, expect.stringContaining(flat(words))]);
    });
    // The fixture's terms are listed under "Terms and conditions".
    expect(clauses[3]!.terms!.map((term) => term.title)).toEqual(['Warranty', 'Delivery']);
  });

  it('renders a document fixed with the first layout (no layout recorded) to the bytes its parties signed', async () => {
    // The SHA-256 of this fixture's document as the first layout rendered it before layouts were numbered.
    expect(sha256(await render())).toBe('0c18067008ba53ec2299f50c2a3b721aaa26f8c055faab244a35738f1714e64e');
    expect(flat(pdfText(await render()))).not.toContain('Entire agreement');
    expect(sha256(await render(current))).not.toBe(sha256(await render()));
  });
});
