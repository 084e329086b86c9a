// A GSTIN carries its holder's PAN (characters 3 to 12); the forms refuse a PAN that is not it, and
// the GST series of a seller is its GSTIN's (its account's without one).
import { describe, expect, it } from '@jest/globals';
import {
  gstinPan,
  gstSeriesKey,
  HOUSE_MESSAGES as H,
  panMatchesGstin,
  ProfileForm,
  RegisterForm,
} from '@samvida/machines';

const GSTIN = '27AAPFU0939F1ZV';
const register = {
  UsrName: 'Asha Verma',
  UsrAddress: '12, MG Road, Pune 411001',
  UsrType: 5,
  PhoneNumber: '+919800000001',
  Password: 'Secret@123',
  ConfirmPassword: 'Secret@123',
};
const profile = { Name: 'Asha Verma', Email: 'asha@example.in', UserTermAccepted: true };
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the PAN in a GSTIN', () => {
  it('is the 3rd to 12th characters', () => {
    expect(gstinPan(GSTIN)).toBe('AAPFU0939F');
    expect(panMatchesGstin('AAPFU0939F', GSTIN)).toBe(true);
    expect(panMatchesGstin('AAPFU0939G', GSTIN)).toBe(false);
  });

  it('must be the PAN given beside the GSTIN at registration', () => {
    expect(RegisterForm.safeParse({ ...register, UsrPan: 'AAPFU0939F', UsrGstin: GSTIN }).success).toBe(true);
    expect(RegisterForm.safeParse({ ...register, UsrGstin: GSTIN }).success).toBe(true);
    expect(messages(RegisterForm.safeParse({ ...register, UsrPan: 'ABCPV1234K', UsrGstin: GSTIN }))).toEqual([
      ['UsrPan', H.panGstinMismatch],
    ]);
    // A malformed PAN is told as such, not also as a mismatch.
    expect(messages(RegisterForm.safeParse({ ...register, UsrPan: 'ABCP1234VK', UsrGstin: GSTIN }))).toEqual([
      ['UsrPan', 'Not a valid pan.'],
    ]);
  });

  it('must be the PAN given beside the GSTIN on a profile update (both optional)', () => {
    expect(ProfileForm.safeParse(profile).success).toBe(true);
    expect(ProfileForm.safeParse({ ...profile, Pan: 'AAPFU0939F', Gstin: GSTIN }).success).toBe(true);
    expect(messages(ProfileForm.safeParse({ ...profile, Pan: 'ABCPV1234K', Gstin: GSTIN }))).toEqual([
      ['Pan', H.panGstinMismatch],
    ]);
  });
});

describe('the GST series key', () => {
  it('is the seller GSTIN, else the seller account', () => {
    expect(gstSeriesKey(GSTIN, 'account-1')).toBe(`GSTIN:${GSTIN}`);
    expect(gstSeriesKey(GSTIN.toLowerCase(), 'account-2')).toBe(`GSTIN:${GSTIN}`);
    expect(gstSeriesKey(null, 'account-1')).toBe('ACCOUNT:account-1');
  });
});
