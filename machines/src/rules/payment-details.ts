// Where a buyer pays a seller: a bank account (number and IFSC) and a UPI id, with the UPI payment
// link (NPCI's `upi://pay` deep link) an invoice's QR code carries.
import { toAmount, type Rupees } from './money.js';

/** IFSC: four letters naming the bank, a zero, six letters or digits naming the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Indian bank account numbers: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** A UPI id (VPA), `name@handle`: the name of letters, digits, dots, hyphens or underscores, the handle of letters and digits. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,99}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** Plain messages of the profile's payment fields. */
export const PAYMENT_DETAIL_MESSAGES = {
  ifscInvalid: 'Enter the IFSC as 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).',
  accountInvalid: 'Enter the bank account number as 9 to 18 digits.',
  accountIncomplete: 'Give both the bank account number and its IFSC, or neither.',
  bankNameInvalid: "Write the bank name in at most 100 letters, digits, spaces and . , & ( ) ' -",
  upiIdInvalid: 'Enter the UPI id as name@handle (e.g. asha.traders@okaxis).',
} as const;

/** The seller's payment details an invoice prints; null where the seller has not given them. */
export interface PaymentDetails {
  bankName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  upiId: string | null;
}

/** What a UPI payment link asks for: pay `amount` to `upiId` (shown as `payeeName`), noting `note`. */
export interface UpiPaymentRequest {
  upiId: string;
  payeeName: string;
  amount: Rupees;
  note: string;
}

// Percent-encodes a query value (RFC 3986). `@` may stand unencoded in a query, and UPI apps read
// the payee address with it as written.
const queryValue = (value: string): string => encodeURIComponent(value).replaceAll('%40', '@');

/**
 * The UPI deep link of NPCI's linking specification, `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`: payee
 * address, payee name, the amount in rupees with two decimals, the currency and a transaction note
 * (the invoice number), each value percent-encoded.
 */
export function upiPaymentUri({ upiId, payeeName, amount, note }: UpiPaymentRequest): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', toAmount(amount)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${queryValue(value)}`).join('&')}`;
}
