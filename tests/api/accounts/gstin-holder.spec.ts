// A GSTIN belongs to one business: registering or updating a profile with a GSTIN another account
// holds is refused (409, nothing written), and a PAN must be the one the GSTIN carries (400).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HOUSE_MESSAGES as H } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';

const GSTIN_TAKEN =
  'This GSTIN is already registered to another account. A GSTIN belongs to one business: ask its owner to invite you to its team.';
import {
  addressIn,
  countRows,
  gstinOf,
  newPan,
  registerBody,
  registerVerified,
  type SignedIn,
} from './support/accounts.js';

describe('accounts: one GSTIN, one business', () => {
  let app: TestApp;
  let holder: SignedIn;
  let other: SignedIn;
  const held = gstinOf('27', newPan());

  beforeAll(async () => {
    app = await createTestApp();
    [holder, other] = await Promise.all([
      registerVerified(app.baseUrl, { UsrName: 'Asha Traders', UsrGstin: held }),
      registerVerified(app.baseUrl, { UsrName: 'Bina Stores' }),
    ]);
  });
  afterAll(() => app.close());

  const register = (overrides: Record<string, unknown>) =>
    call(app.baseUrl, 'POST', '/api/Auth/Register', { body: registerBody(overrides) });
  const updateProfile = (user: SignedIn, fields: Record<string, unknown>) =>
    call<{ pan: string | null; gstin: string | null }>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: user.token,
      body: {
        Id: user.userId,
        Name: 'Bina Stores',
        Email: `b.${Date.now()}@example.in`,
        UserTermAccepted: true,
        ...fields,
      },
    });
  const profileOf = async (user: SignedIn) =>
    (
      await call<{ pan: string | null; gstin: string | null }>(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', {
        token: user.token,
      })
    ).body.data!;

  it('refuses to register a GSTIN another account holds, and writes nothing', async () => {
    const before = await countRows(app.db.url, 'users');
    const refused = await register({ UsrName: 'Asha Copy', UsrGstin: held });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'GSTIN_TAKEN', GSTIN_TAKEN]);
    expect(refused.body.errors).toEqual({ UsrGstin: [GSTIN_TAKEN] });
    expect(await countRows(app.db.url, 'users')).toBe(before);
  });

  it('refuses two registrations of one new GSTIN at the same moment but one', async () => {
    const gstin = gstinOf('29', newPan());
    const replies = await Promise.all([1, 2, 3].map(() => register({ UsrGstin: gstin })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a PAN that is not the GSTIN’s at registration', async () => {
    const refused = await register({ UsrPan: newPan(), UsrGstin: gstinOf('27', newPan()) });
    expect([refused.status, refused.body.message]).toEqual([400, H.panGstinMismatch]);
    expect(refused.body.errors).toEqual({ UsrPan: [H.panGstinMismatch] });
  });

  it('refuses a profile update to a GSTIN another account holds, and keeps the account’s own', async () => {
    const own = await profileOf(other);
    const refused = await updateProfile(other, { Gstin: held });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'GSTIN_TAKEN', GSTIN_TAKEN]);
    expect(refused.body.errors).toEqual({ Gstin: [GSTIN_TAKEN] });
    expect(await profileOf(other)).toMatchObject({ gstin: own.gstin, pan: own.pan });
    // The holder may send its own GSTIN again.
    const kept = await updateProfile(holder, { Gstin: held });
    expect([kept.status, kept.body.data?.gstin]).toEqual([200, held]);
  });

  it('takes a new PAN and GSTIN on a profile update when they agree', async () => {
    const pan = newPan();
    const updated = await updateProfile(other, { Pan: pan, Gstin: gstinOf('29', pan), Address: addressIn('29') });
    expect([updated.status, updated.body.data]).toEqual([
      200,
      expect.objectContaining({ pan, gstin: gstinOf('29', pan) }),
    ]);
  });

  it('refuses a profile PAN that is not its GSTIN’s, sent together or against the one stored', async () => {
    const together = await updateProfile(other, { Pan: newPan(), Gstin: gstinOf('27', newPan()) });
    expect([together.status, together.body.message, together.body.errors]).toEqual([
      400,
      H.panGstinMismatch,
      { Pan: [H.panGstinMismatch] },
    ]);
    const againstStored = await updateProfile(other, { Pan: newPan() });
    expect([againstStored.status, againstStored.body.message, againstStored.body.errors]).toEqual([
      400,
      H.panGstinMismatch,
      { Pan: [H.panGstinMismatch] },
    ]);
    const gstinAgainstStored = await updateProfile(other, { Gstin: gstinOf('27', newPan()) });
    expect([gstinAgainstStored.status, gstinAgainstStored.body.errors]).toEqual([400, { Gstin: [H.panGstinMismatch] }]);
  });
});
