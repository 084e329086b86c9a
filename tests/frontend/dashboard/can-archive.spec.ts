// The dashboard offers Archive on a finished contract to its parties only (auditors read).
import { describe, expect, it } from '@jest/globals';
import { canArchive } from '../../../frontend/src/routes/dashboard/lib/agreement-tabs.js';
import type { AgreementRow } from '../../../frontend/src/routes/dashboard/api/agreements.js';

const row = (status: string, userRole: string) => ({ id: 'a1', status, userRole }) as unknown as AgreementRow;

describe('the dashboard’s Archive button', () => {
  it.each(['Completed', 'Closed', 'Rejected', 'Expired'])('shows on a %s contract to a party', (status) => {
    expect(canArchive(row(status, 'buyer'))).toBe(true);
    expect(canArchive(row(status, 'seller'))).toBe(true);
    expect(canArchive(row(status, 'auditor'))).toBe(false);
  });

  it.each(['Draft', 'Proposed', 'Accepted', 'Active'])('does not show on a %s contract', (status) => {
    expect(canArchive(row(status, 'buyer'))).toBe(false);
  });
});
