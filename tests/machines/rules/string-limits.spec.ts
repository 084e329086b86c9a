// Issue 11, point 8: every string a user types has a maximum length with a plain message.
import { describe, expect, it } from '@jest/globals';
import {
  ContactMessageForm,
  HOUSE_MESSAGES,
  LoginForm,
  ProfileForm,
  RegisterForm,
  ResetPasswordForm,
} from '@samvida/machines';

const PASSWORD = 'Strong@123';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const register = (overrides: object) =>
  RegisterForm.safeParse({
    UsrName: 'Asha Verma',
    UsrType: 1,
    PhoneNumber: '+919876543210',
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    ...overrides,
  });

describe('string limits on account forms', () => {
  it('refuses a name over 100 characters and accepts 100', () => {
    expect(messagesOf(register({ UsrName: 'a'.repeat(101) }))).toEqual([HOUSE_MESSAGES.nameTooLong]);
    expect(register({ UsrName: 'a'.repeat(100) }).success).toBe(true);
    expect(
      messagesOf(
        ProfileForm.safeParse({
          Name: 'a'.repeat(101),
          Email: 'a@b.in',
          Password: PASSWORD,
          ReEnterPassword: PASSWORD,
          UserTermAccepted: true,
        }),
      ),
    ).toContain(HOUSE_MESSAGES.nameTooLong);
  });

  it('refuses a password over 128 characters on every form (no 200,000-character hashing)', () => {
    const long = `Aa1@${'x'.repeat(125)}`;
    expect(messagesOf(register({ Password: long, ConfirmPassword: long }))).toContain(HOUSE_MESSAGES.passwordTooLong);
    expect(messagesOf(LoginForm.safeParse({ Contact: '+919876543210', Password: long }))).toEqual([
      HOUSE_MESSAGES.passwordTooLong,
    ]);
    expect(messagesOf(ResetPasswordForm.safeParse({ Password: long, ConfirmPassword: long }))).toContain(
      HOUSE_MESSAGES.passwordTooLong,
    );
    const ok = `Aa1@${'x'.repeat(124)}`;
    expect(register({ Password: ok, ConfirmPassword: ok }).success).toBe(true);
  });

  it('refuses an address over 200 (two e-invoice address lines) and an e-mail over 254 characters', () => {
    expect(messagesOf(register({ UsrAddress: 'a'.repeat(201) }))).toContain(HOUSE_MESSAGES.addressTooLong);
    expect(register({ UsrAddress: 'a'.repeat(200) }).success).toBe(true);
    const email = `${'a'.repeat(250)}@b.in`;
    expect(
      messagesOf(ContactMessageForm.safeParse({ Name: 'Asha', Email: email, Message: 'Please call me soon.' })),
    ).toEqual([HOUSE_MESSAGES.emailTooLong]);
  });
});
