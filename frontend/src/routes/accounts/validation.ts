// The sign-in forms validate with the shared account rules of @samvida/machines (the spec's exact
// messages, also enforced by the backend). Each form maps its values to the rule's payload and
// the rule's issues back to the field the user typed in.
import {
  ACCOUNT_MESSAGES,
  ForgotPasswordForm,
  LoginForm,
  OtpForm,
  ProfileForm,
  RegisterForm,
  ResetPasswordForm,
} from '@samvida/machines';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

export const PHONE_PREFIXES = ['+91', '+1', '+44', '+61'] as const;

// The alert shown when a password and its confirmation differ on submit.
export const CONFIRM_PASSWORD_ALERT = ACCOUNT_MESSAGES.confirmPasswordAlert;

// The phone tab joins the chosen prefix to the number.
const joinPhone = (prefix: string, number: string) => `${prefix}${number.replace(/\s+/g, '')}`;

// A validate function for @mantine/form from a shared rule of @samvida/machines: the form's
// values become the rule's payload, and each issue's first message goes to the field it names.
function resolver<Values>(
  rule: z.ZodType,
  toPayload: (values: Values) => unknown,
  fieldOf: (path: string, values: Values) => keyof Values & string,
) {
  return (values: Values): FormErrors => {
    const result = rule.safeParse(toPayload(values));
    const errors: FormErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = fieldOf(String(issue.path[0]), values);
      errors[field] ??= issue.message;
    }
    return errors;
  };
}

// A contact typed as prefix + number on the phone tab, or as an e-mail address.
export interface ContactValues {
  method: 'phone' | 'email';
  prefix: string;
  phone: string;
  email: string;
}

export const contactOf = (values: ContactValues) =>
  values.method === 'phone' ? joinPhone(values.prefix, values.phone) : values.email.trim();

export interface LoginValues extends ContactValues {
  password: string;
}

export const validateLogin = resolver<LoginValues>(
  LoginForm,
  (values) => ({ Contact: contactOf(values), Password: values.password }),
  (path, values) => (path === 'Contact' ? values.method : 'password'),
);

export type ForgotValues = ContactValues;

export const validateForgot = resolver<ForgotValues>(
  ForgotPasswordForm,
  (values) => ({ ContactInfo: contactOf(values) }),
  (_path, values) => values.method,
);

export interface RegisterValues {
  name: string;
  pan: string;
  gstin: string;
  address: string;
  // The chosen user type's id, '' until one is chosen.
  userType: string;
  isMsme: boolean;
  // Ten digits after the fixed +91.
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

// The register payload of spec §3, with the confirmation the rule compares.
const registerPayload = (values: RegisterValues) => ({
  UsrName: values.name,
  UsrPan: values.pan,
  UsrGstin: values.gstin,
  UsrAddress: values.address,
  UsrType: values.userType === '' ? undefined : Number(values.userType),
  UsrIsMsme: values.isMsme,
  PhoneNumber: joinPhone('+91', values.phone),
  Email: values.email,
  Password: values.password,
  ConfirmPassword: values.confirmPassword,
});

const REGISTER_FIELDS: Record<string, keyof RegisterValues> = {
  UsrName: 'name',
  UsrPan: 'pan',
  UsrGstin: 'gstin',
  UsrAddress: 'address',
  UsrType: 'userType',
  PhoneNumber: 'phone',
  Email: 'email',
  Password: 'password',
  ConfirmPassword: 'confirmPassword',
};

export const validateRegister = resolver<RegisterValues>(
  RegisterForm,
  registerPayload,
  (path) => REGISTER_FIELDS[path] ?? 'name',
);

// Registration payload as the server takes it: trimmed, blanks left out, no confirmation.
export function registerRequest(values: RegisterValues) {
  const { ConfirmPassword: _confirmation, ...request } = RegisterForm.parse(registerPayload(values));
  return request;
}

export const validateOtp = resolver<{ otp: string }>(
  OtpForm.pick({ OTP: true }),
  (values) => ({ OTP: values.otp }),
  () => 'otp',
);

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export const validateReset = resolver<ResetValues>(
  ResetPasswordForm,
  (values) => ({ Password: values.password, ConfirmPassword: values.confirmPassword }),
  (path) => (path === 'Password' ? 'password' : 'confirmPassword'),
);

// The profile form: the password set at registration is not asked for again.
export interface ProfileValues {
  name: string;
  email: string;
  address: string;
  bankName: string;
  bankAccountNumber: string;
  bankIfsc: string;
  upiId: string;
  termsAccepted: boolean;
}

const PROFILE_FIELDS: Record<string, keyof ProfileValues> = {
  Name: 'name',
  Email: 'email',
  Address: 'address',
  BankName: 'bankName',
  BankAccountNumber: 'bankAccountNumber',
  BankIfsc: 'bankIfsc',
  UpiId: 'upiId',
};

/** The payment details of the profile payload, as typed (blank clears a stored one). */
export const paymentDetailsOf = (values: ProfileValues) => ({
  BankName: values.bankName,
  BankAccountNumber: values.bankAccountNumber,
  BankIfsc: values.bankIfsc,
  UpiId: values.upiId,
});

export const validateProfile = resolver<ProfileValues>(
  ProfileForm,
  (values) => ({
    Name: values.name,
    Email: values.email,
    Address: values.address,
    ...paymentDetailsOf(values),
    UserTermAccepted: values.termsAccepted,
  }),
  // The rule's combined message (terms ticked) goes to the checkbox.
  (path) => PROFILE_FIELDS[path] ?? 'termsAccepted',
);
