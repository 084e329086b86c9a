// The PDF audit report: a real PDF with Noto Sans embedded (for ₹), the signed head and the
// timeline; it counts once per version against the plan's free audit reports.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { as, parties, type SignedIn } from '../agreements/support/agreements.js';
import { SCENARIOS, build, type ScenarioIds } from '../agreements/support/scenarios.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';

describe('audit report PDF', () => {
  let app: TestApp;
  let buyer: SignedIn;
  let seller: SignedIn;
  let ids: ScenarioIds;

  const report = (user: SignedIn) =>
    fetch(`${app.baseUrl}/api/Audit/Report?agId=${ids.agreementId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });

  beforeAll(async () => {
    app = await createTestApp({ env: { PLAN_LIMITS: 'on' } });
    ({ buyer, seller } = await parties(app.baseUrl));
    ({ ids } = await build(app, seller, buyer, SCENARIOS.Active!));
  });
  afterAll(() => app.close());

  it('is a PDF with the font that has ₹, and the same version again is not counted twice', async () => {
    const first = await report(buyer);
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('NotoSans');
    expect((await report(buyer)).status).toBe(200);
  });

  it("counts a new version against the plan's free audit reports", async () => {
    await as(app.baseUrl, seller)('POST', '/api/Business/RemarkAgreement', {
      AgreementId: ids.agreementId,
      RemarkText: 'One more',
    });
    const again = await report(buyer);
    const body = again.status === 200 ? undefined : await again.json();
    // The free plan carries one audit report a month: the second version's report is refused.
    expect([again.status, body?.code]).toEqual([403, 'PDF_LIMIT_REACHED']);
    // The seller has not used theirs.
    expect((await report(seller)).status).toBe(200);
  });
});
