import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES as M } from '@samvida/machines';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import {
  PASSWORD,
  countRows,
  controlClock,
  latestCode,
  registerBody,
  registerVerified,
  type SignedIn,
} from './support/accounts.js';

const TABLES = ['users', 'one_time_codes', 'notification_messages'] as const;

/** Every rule of spec §5 (accounts): 400, `{status: 0, message, errors}` with the exact message, nothing written. */
describe('accounts: validation messages of spec §5', () => {
  let app: TestApp;
  let user: SignedIn;
  let resetToken: string;
  beforeAll(async () => {
    app = await createTestApp();
    const clock = controlClock(app);
    user = await registerVerified(app.baseUrl, { Email: `validation.${Date.now()}@example.in` });
    clock.advance(31_000);
    const sent = await call<{ contactId: string }>(app.baseUrl, 'POST', '/api/Auth/SendOtp', {
      body: { ContactInfo: user.phone, Purpose: 'Reset' },
    });
    const validated = await call<{ resetToken: string }>(app.baseUrl, 'POST', '/api/Auth/ValidateOTP', {
      body: { ContactId: sent.body.data!.contactId, OTP: await latestCode(app.baseUrl, user.phone) },
    });
    resetToken = validated.body.data!.resetToken;
  });
  afterAll(() => app.close());

  async function counts(): Promise<number[]> {
    return Promise.all(TABLES.map((table) => countRows(app.db.url, table)));
  }

  async function expectRefused(
    path: string,
    body: Record<string, unknown>,
    message: string,
    options: { token?: string } = {},
  ) {
    const before = await counts();
    const response = await call(app.baseUrl, 'POST', path, { body, token: options.token });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(0);
    expect(response.body.message).toBe(message);
    expect(Object.values(response.body.errors ?? {}).flat()).toContain(message);
    expect(await counts()).toEqual(before);
  }

  const profile = (overrides: Record<string, unknown>) => ({
    Id: user.userId,
    Name: 'Asha Verma',
    Email: 'asha.profile@example.in',
    Password: 'Fresh@2026',
    ReEnterPassword: 'Fresh@2026',
    UserTermAccepted: true,
    ...overrides,
  });

  describe('login', () => {
    it('Contact must be a +91 mobile or an e-mail', () =>
      expectRefused('/api/Auth/login', { Contact: '9800000001', Password: PASSWORD }, M.contactInvalid));
    it('Password must be strong', () =>
      expectRefused('/api/Auth/login', { Contact: user.phone, Password: 'secret' }, M.passwordIncorrect));
  });

  describe('register', () => {
    const register = (overrides: Record<string, unknown>, message: string) =>
      expectRefused('/api/Auth/Register', registerBody(overrides), message);

    it('name is required', () => register({ UsrName: '' }, M.nameRequired));
    it('name has letters and spaces only', () => register({ UsrName: 'Asha 2' }, M.nameInvalid));
    it('PAN, when given, is 5 letters, 4 digits, 1 letter', () => register({ UsrPan: 'ABCP1234VK' }, M.panInvalid));
    it('GSTIN, when given, is a valid GSTIN (check character included)', () =>
      register({ UsrGstin: '27ABCPV1234K1Z1' }, M.gstinInvalid));
    it('address, when given, has only letters, digits, spaces and , . - / # ( )', () =>
      register({ UsrAddress: '12 MG Road; Pune!' }, M.addressInvalid));
    it('user type is required', () => register({ UsrType: undefined }, M.userTypeRequired));
    it('user type must be one of the list', () => register({ UsrType: 99 }, M.userTypeRequired));
    it('phone is +91, then 6-9, then 9 digits', () => register({ PhoneNumber: '+915123456789' }, M.phoneInvalid));
    it('e-mail, when given, is well formed', () => register({ Email: 'asha@' }, M.emailInvalid));
    it('password is strong', () => register({ Password: 'password1' }, M.passwordWeak));
    it('confirm password, when sent, equals the password', () =>
      register({ ConfirmPassword: 'Other@1234' }, M.confirmPasswordAlert));
  });

  describe('one-time code', () => {
    it('OTP is exactly 6 digits', () =>
      expectRefused(
        '/api/Auth/ValidateOTP',
        { ContactId: '6f1c7f4e-3b7a-4c1e-9a55-0d6f3f1b2c3d', OTP: '12a456' },
        M.otpInvalid,
      ));
  });

  describe('profile', () => {
    const update = (overrides: Record<string, unknown>, message: string) =>
      expectRefused('/api/Auth/UserEmpCompanyUpdate', profile(overrides), message, { token: user.token });

    it('name has alphabets and spaces only', () => update({ Name: 'Asha_V' }, M.profileNameInvalid));
    it('password has upper, lower, digit and one of @$!%*?&, 8 or more', () =>
      update({ Password: 'Fresh#2026', ReEnterPassword: 'Fresh#2026' }, M.profilePasswordInvalid));
    it('e-mail is well formed', () => update({ Email: 'asha.example.in' }, M.profileEmailInvalid));
    it('re-entered password matches', () => update({ ReEnterPassword: 'Other@2026' }, M.profileConfirm));
    it('terms are accepted', () => update({ UserTermAccepted: false }, M.profileConfirm));

    it('left the profile unchanged', async () => {
      const details = await call<{ name: string; status: string; termsAccepted: boolean }>(
        app.baseUrl,
        'GET',
        '/api/Auth/GetUserDetails',
        {
          token: user.token,
        },
      );
      expect(details.body.data).toMatchObject({ name: 'Asha Verma', status: 'New', termsAccepted: false });
    });
  });

  describe('reset password', () => {
    const change = (overrides: Record<string, unknown>, message: string) =>
      expectRefused(
        '/api/Auth/ChangePassword',
        { UsrId: user.userId, ResetToken: resetToken, Password: 'Fresh@2026', ...overrides },
        message,
      );

    it('password is strong', () => change({ Password: 'password' }, M.passwordWeak));
    it('confirmation equals the password', () => change({ ConfirmPassword: 'Other@2026' }, M.resetConfirmMismatch));

    it('left the password and the reset grant unused', async () => {
      expect(
        (await call(app.baseUrl, 'POST', '/api/Auth/login', { body: { Contact: user.phone, Password: PASSWORD } }))
          .status,
      ).toBe(200);
      const changed = await call(app.baseUrl, 'POST', '/api/Auth/ChangePassword', {
        body: { UsrId: user.userId, ResetToken: resetToken, Password: 'Fresh@2026', ConfirmPassword: 'Fresh@2026' },
      });
      expect(changed.status).toBe(200);
    });
  });

  describe('forgot password', () => {
    it('ContactInfo follows the login contact rule', () =>
      expectRefused('/api/Auth/SendOtp', { ContactInfo: 'asha at example.in', Purpose: 'Reset' }, M.contactInvalid));
  });
});
