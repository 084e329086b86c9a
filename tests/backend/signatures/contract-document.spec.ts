// The contract document is deterministic: the same agreed state and fixing event give the same
// bytes (so its SHA-256 can be re-checked), and any change of content or date gives other bytes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ContractDocumentFixed } from '@samvida/machines';
import { renderContractDocument } from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { publishedAgreement } from '../../machines/support/fixtures.js';

const party = {
  name: 'Asha Traders',
  address: '12 MG Road, Pune',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  contact: '+919800000001',
};
const fixed: ContractDocumentFixed['data'] = {
  by: 'buyer',
  documentVersion: 1,
  hash: '0'.repeat(64),
  revision: 0,
  fixedAt: '2026-11-23T10:00:00.000Z',
  parties: { buyer: party, seller: { ...party, name: 'Ravi Steel' } },
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const render = (data = fixed) =>
  renderContractDocument({ agreementId: 'agreement-1', state: publishedAgreement(), fixed: data });

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
});
