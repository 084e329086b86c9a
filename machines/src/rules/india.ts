// Indian identifiers: PAN, GSTIN (with its check character), +91 mobiles, HSN/SAC codes.

/** PAN: five capital letters, four digits, one capital letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** GSTIN shape: state code, PAN, entity number, the letter Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** +91 then a digit 6-9 then nine digits (13 characters). */
export const INDIAN_MOBILE_PATTERN = /^\+91[6-9][0-9]{9}$/;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RADIX = GSTIN_ALPHABET.length;

// State and union-territory codes 01-38, 97 (other territory) and 99 (centre jurisdiction).
const isStateCode = (code: string): boolean => {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
};

/** True when `pan` is a well-formed PAN. */
export const isValidPan = (pan: string): boolean => PAN_PATTERN.test(pan);

/**
 * The check character of a GSTIN from its first 14 characters: Luhn mod 36 over 0-9A-Z,
 * weighting alternate characters 1 and 2 from the left.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / RADIX) + (product % RADIX);
  }
  return GSTIN_ALPHABET[(RADIX - (sum % RADIX)) % RADIX] as string;
}

/** True when `gstin` has the GSTIN shape, a known state code and a correct check character. */
export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) && isStateCode(gstin.slice(0, 2)) && gstinCheckCharacter(gstin) === gstin[14];

/** The two-digit state code a GSTIN starts with. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/** The PAN a GSTIN carries: its 3rd to 12th characters. */
export const gstinPan = (gstin: string): string => gstin.slice(2, 12);

/** True when `pan` is the PAN embedded in `gstin`. */
export const panMatchesGstin = (pan: string, gstin: string): boolean => gstinPan(gstin) === pan;

/** True when `phone` is an Indian mobile number written +91XXXXXXXXXX. */
export const isIndianMobile = (phone: string): boolean => INDIAN_MOBILE_PATTERN.test(phone);

/** HSN (goods): 2, 4, 6 or 8 digits. */
export const isHsnCode = (code: string): boolean => /^(\d{2}|\d{4}|\d{6}|\d{8})$/.test(code);

/** SAC (services): six digits starting with 99. */
export const isSacCode = (code: string): boolean => /^99\d{4}$/.test(code);

/** The six-digit PIN code written in an address ("…, Pune 411001"), or null when it has none. */
export const pinOfAddress = (address: string | null): string | null =>
  /\b[1-9]\d{5}\b/.exec(address ?? '')?.[0] ?? null;

/** True for a service's code: SAC codes are HSN chapter 99, which no goods use. */
export const isServiceCode = (code: string): boolean => code.startsWith('99');

/** True for an HSN or a SAC code. */
export const isHsnOrSac = (code: string): boolean => isHsnCode(code) || isSacCode(code);
