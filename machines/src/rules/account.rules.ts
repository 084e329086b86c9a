// Account forms (accounts spec §5): login, register, one-time code, profile, reset and forgot
// password, each with the spec's exact messages.
import { z } from 'zod';
import { isIndianMobile, isValidGstin, isValidPan, panMatchesGstin } from './india.js';
import { ACCOUNT_MESSAGES as M, HOUSE_MESSAGES as HOUSE } from './messages.js';
import { addressPinMessage, E_INVOICE_INPUT_MESSAGES as E, E_INVOICE_MIN_TEXT } from './e-invoice-inputs.js';
import {
  BANK_ACCOUNT_PATTERN,
  IFSC_PATTERN,
  PAYMENT_DETAIL_MESSAGES as PAY,
  UPI_ID_PATTERN,
} from './payment-details.js';

/** At least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** The profile form's stricter rule: the special character is one of @$!%*?& and nothing else is allowed. */
export const PROFILE_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
const ADDRESS = /^[\p{L}\p{M}0-9 ,.\-/#()]+$/u;
const EMAIL = z.email();

const isEmail = (value: string): boolean => EMAIL.safeParse(value).success;

/** Longest accepted name, password, address and e-mail (issue 11: every string has a limit). */
// An address fits an e-invoice's two address lines of 100 characters each (NIC schema 1.1).
export const ACCOUNT_LIMITS = { name: 100, password: 128, address: 200, email: 254 } as const;
const Password = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .max(ACCOUNT_LIMITS.password, { error: HOUSE.passwordTooLong, abort: true })
    .regex(pattern, { error: message });
const Name = (message: string) =>
  z.string({ error: message }).trim().max(ACCOUNT_LIMITS.name, { error: HOUSE.nameTooLong, abort: true });
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** An optional text field: blank counts as absent; when given it must pass `check`. */
const optionalText = (check: (v: string) => boolean, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().refine(check, { error: message }).optional());
/**
 * A field that replaces the stored value when sent: blank clears it, anything else must pass
 * `check` once `normalise`d. Absent keeps the stored value.
 */
const replacingText = (check: (v: string) => boolean, message: string, normalise = (v: string) => v) =>
  z
    .string({ error: message })
    .transform((v) => normalise(v.trim()))
    .refine((v) => v === '' || check(v), { error: message })
    .optional();
const BANK_NAME = /^[\p{L}\p{M}0-9 .,&()'-]{1,100}$/u;
/** Bank account number and IFSC travel together: when either is sent, both are, both blank or both given. */
const bankAccountComplete = (f: { BankAccountNumber?: string; BankIfsc?: string }) =>
  (f.BankAccountNumber === undefined && f.BankIfsc === undefined) ||
  (f.BankAccountNumber !== undefined &&
    f.BankIfsc !== undefined &&
    (f.BankAccountNumber === '') === (f.BankIfsc === ''));
/** A PAN given beside a GSTIN must be the PAN the GSTIN carries (checked once both are well formed). */
const panOfGstin = (pan: unknown, gstin: unknown) =>
  typeof pan !== 'string' ||
  typeof gstin !== 'string' ||
  !isValidPan(pan) ||
  !isValidGstin(gstin) ||
  panMatchesGstin(pan, gstin);

/** An optional postal address: at most {@link ACCOUNT_LIMITS}.address characters of the address alphabet. */
const Address = optionalText((v) => v.length <= ACCOUNT_LIMITS.address, HOUSE.addressTooLong).refine(
  (v) => v === undefined || ADDRESS.test(v),
  { error: M.addressInvalid },
);
/** An issue on `path` when `address` cannot serve a business registered under `gstin` (no PIN, or one outside its state). */
const addressPinIssue = (
  issues: z.core.$ZodRawIssue[],
  path: string,
  address: string | undefined,
  gstin: string | undefined,
) => {
  const message = addressPinMessage(address, gstin);
  if (message) issues.push({ code: 'custom', message, path: [path], input: address });
};

/** A login contact: +91 mobile or e-mail (login and forgot password). */
export const LoginContact = z
  .string({ error: M.contactInvalid })
  .trim()
  .refine((v) => isIndianMobile(v) || isEmail(v), { error: M.contactInvalid });

export const LoginForm = z.object({
  Contact: LoginContact,
  Password: Password(M.passwordIncorrect, STRONG_PASSWORD),
});
export type LoginForm = z.infer<typeof LoginForm>;

export const ForgotPasswordForm = z.object({ ContactInfo: LoginContact });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/** Registration; `ConfirmPassword` stays in the form and is not sent. */
export const RegisterForm = z
  .object({
    UsrName: Name(M.nameRequired)
      .min(1, { error: M.nameRequired, abort: true })
      .min(E_INVOICE_MIN_TEXT, { error: E.nameTooShort, abort: true })
      .regex(LETTERS_AND_SPACES, { error: M.nameInvalid }),
    UsrPan: optionalText(isValidPan, M.panInvalid),
    UsrGstin: optionalText(isValidGstin, M.gstinInvalid),
    UsrAddress: Address,
    UsrType: z.union([z.number().int().positive(), z.string().trim().min(1)], { error: M.userTypeRequired }),
    UsrIsMsme: z.boolean().default(false),
    PhoneNumber: z.string({ error: M.phoneInvalid }).trim().refine(isIndianMobile, { error: M.phoneInvalid }),
    Email: optionalText((v) => v.length <= ACCOUNT_LIMITS.email && isEmail(v), M.emailInvalid),
    Password: Password(M.passwordWeak, STRONG_PASSWORD),
    ConfirmPassword: z.string(),
  })
  .refine((f) => f.Password === f.ConfirmPassword, { error: M.confirmPasswordAlert, path: ['ConfirmPassword'] })
  .refine((f) => panOfGstin(f.UsrPan, f.UsrGstin), { error: HOUSE.panGstinMismatch, path: ['UsrPan'] })
  // A GST-registered business needs a PIN code in its state in its address (e-invoices carry both).
  .check((ctx) => addressPinIssue(ctx.issues, 'UsrAddress', ctx.value.UsrAddress, ctx.value.UsrGstin));
export type RegisterForm = z.infer<typeof RegisterForm>;

export const OtpForm = z.object({
  ContactId: z.union([z.string().trim().min(1), z.number()]),
  OTP: z.string({ error: M.otpInvalid }).regex(/^\d{6}$/, { error: M.otpInvalid }),
});
export type OtpForm = z.infer<typeof OtpForm>;

/**
 * Profile completion (user update). The e-mail is optional as at registration (blank clears it).
 * The password was set at registration, so it is optional here:
 * when sent (the spec's client does), it must be strong and repeated. `Pan` and `Gstin` are
 * optional: when sent they replace the stored ones (blank keeps them), and a PAN must be the GSTIN's.
 * `Address` likewise; with a GSTIN it must carry a PIN code in the GSTIN's state.
 * The payment details an invoice prints (bank name, account number and IFSC, UPI id) replace the
 * stored ones when sent and blank clears them; account number and IFSC go together.
 */
export const ProfileForm = z
  .object({
    Name: Name(M.profileNameInvalid)
      .min(E_INVOICE_MIN_TEXT, { error: E.nameTooShort, abort: true })
      .regex(LETTERS_AND_SPACES, { error: M.profileNameInvalid }),
    // Optional, as at registration: blank (or absent) means no e-mail.
    Email: z
      .string({ error: M.profileEmailInvalid })
      .trim()
      .max(ACCOUNT_LIMITS.email, { error: HOUSE.emailTooLong, abort: true })
      .refine((v) => v === '' || isEmail(v), { error: M.profileEmailInvalid })
      .default(''),
    Password: Password(M.profilePasswordInvalid, PROFILE_PASSWORD).optional(),
    ReEnterPassword: z.string().optional(),
    UserTermAccepted: z.boolean(),
    Pan: optionalText(isValidPan, M.panInvalid),
    Gstin: optionalText(isValidGstin, M.gstinInvalid),
    Address,
    BankName: replacingText((v) => BANK_NAME.test(v), PAY.bankNameInvalid),
    BankAccountNumber: replacingText(
      (v) => BANK_ACCOUNT_PATTERN.test(v),
      PAY.accountInvalid,
      (v) => v.replace(/\s/g, ''),
    ),
    BankIfsc: replacingText(
      (v) => IFSC_PATTERN.test(v),
      PAY.ifscInvalid,
      (v) => v.toUpperCase(),
    ),
    UpiId: replacingText((v) => UPI_ID_PATTERN.test(v), PAY.upiIdInvalid),
  })
  // The spec's combined message where the password is asked for again (its client sends it);
  // a form without password fields is told only about the terms.
  .refine((f) => f.Password === undefined || (f.Password === f.ReEnterPassword && f.UserTermAccepted), {
    error: M.profileConfirm,
    path: ['ReEnterPassword'],
  })
  .refine((f) => f.Password !== undefined || f.UserTermAccepted, {
    error: HOUSE.profileTermsRequired,
    path: ['UserTermAccepted'],
  })
  .refine((f) => panOfGstin(f.Pan, f.Gstin), { error: HOUSE.panGstinMismatch, path: ['Pan'] })
  .refine(bankAccountComplete, { error: PAY.accountIncomplete, path: ['BankIfsc'] })
  // Checked here when both are sent; the server holds each against the stored other.
  .check((ctx) => {
    if (ctx.value.Address !== undefined) addressPinIssue(ctx.issues, 'Address', ctx.value.Address, ctx.value.Gstin);
  });
export type ProfileForm = z.infer<typeof ProfileForm>;

/** Reset password; on submit a mismatch also alerts `ACCOUNT_MESSAGES.confirmPasswordAlert`. */
export const ResetPasswordForm = z
  .object({
    Password: Password(M.passwordWeak, STRONG_PASSWORD),
    ConfirmPassword: z.string(),
  })
  .refine((f) => f.Password === f.ConfirmPassword, { error: M.resetConfirmMismatch, path: ['ConfirmPassword'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** The Contact us form: who wrote, where to answer, and the message. */
export const ContactMessageForm = z.object({
  Name: z.string().trim().min(1, { error: HOUSE.contactNameRequired }).max(100, { error: HOUSE.nameTooLong }),
  Email: z
    .string()
    .trim()
    .max(ACCOUNT_LIMITS.email, { error: HOUSE.emailTooLong, abort: true })
    .refine(isEmail, { error: M.profileEmailInvalid }),
  Message: z
    .string()
    .trim()
    .min(10, { error: HOUSE.contactMessageTooShort })
    .max(2000, { error: HOUSE.contactMessageTooLong }),
});
export type ContactMessageForm = z.infer<typeof ContactMessageForm>;
