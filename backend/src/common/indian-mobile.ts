import { ACCOUNT_MESSAGES, isIndianMobile } from '@samvida/machines';
import { z } from 'zod';

// An invitee's mobile as +91XXXXXXXXXX, from how people write it ("98123 45678", "+91-98123-45678",
// "919812345678", "09812345678", or a spreadsheet number); undefined when it is not one.
export function toIndianMobile(raw: string): string | undefined {
  const compact = raw.replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^\+/, '');
  let phone = compact;
  if (/^\d{10}$/.test(digits)) phone = `+91${digits}`;
  else if (/^0\d{10}$/.test(digits)) phone = `+91${digits.slice(1)}`;
  else if (/^91\d{10}$/.test(digits)) phone = `+${digits}`;
  return isIndianMobile(phone) ? phone : undefined;
}

// A request field holding an invitee's mobile, normalised (accounts spec's message when it is not).
export const InviteePhone = z.string({ error: ACCOUNT_MESSAGES.phoneInvalid }).transform((raw, context) => {
  const phone = toIndianMobile(raw);
  if (phone) return phone;
  context.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.phoneInvalid });
  return z.NEVER;
});
