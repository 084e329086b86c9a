// The contract document is deterministic: the same agreed state and fixing event give the same
// bytes (so its SHA-256 can be re-checked), and any change of content or date gives other bytes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { renderContractDocument } from '../../../backend/src/signatures/contract-document/contract-document.pdf.js';
import { document } from '../pdf/support/documents.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const { fixed } = document;
const party = fixed.parties.buyer;
const render = (data = fixed) => renderContractDocument({ ...document, fixed: data });

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
