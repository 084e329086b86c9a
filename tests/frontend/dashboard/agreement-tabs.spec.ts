// Issue 11, point 3: a draft from an RFQ (its proposal id a uuid) opens in the seller draft editor.
import { describe, expect, it } from '@jest/globals';
import { agreementTarget } from '../../../frontend/src/routes/dashboard/lib/agreement-tabs.js';
import type { AgreementRow } from '../../../frontend/src/routes/dashboard/api/agreements.js';

const row = (proposalId: string | null) => ({ id: 'a1b2', status: 'Draft', proposalId }) as unknown as AgreementRow;

describe('where a dashboard row opens', () => {
  it('opens a draft from an RFQ with a uuid id in /draftAgreement', () => {
    expect(agreementTarget(row('6f1c2a9e-3b7d-4c1e-9a2f-0d5e8b7c6a41'))).toBe('/draftAgreement?id=a1b2');
  });

  it('opens a builder draft in /draftD2C', () => {
    expect(agreementTarget(row(null))).toBe('/draftD2C?id=a1b2');
  });
});
