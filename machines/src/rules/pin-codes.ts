// PIN codes (India Post's six-digit postal index numbers) and the GST state they lie in. The first
// three digits of a PIN name its sorting district; India Post publishes which ranges serve each state
// and union territory. Ranges here are generous where a district crosses a border (Uttarakhand within
// Uttar Pradesh's 244-263, Jharkhand within Bihar's 813-835, Goa's 403 within Maharashtra's 400-445),
// so a PIN is refused only when it cannot be in the GSTIN's state.
import { gstinStateCode, isValidGstin, pinOfAddress } from './india.js';

/** A six-digit PIN code: the first digit is a postal zone 1-9. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

type PrefixRange = readonly [from: number, to: number];

/** The three-digit PIN prefixes of each GST state code (inclusive ranges). */
export const PIN_PREFIXES_BY_STATE: Readonly<Record<string, readonly PrefixRange[]>> = {
  '01': [[180, 194]],
  '02': [[171, 177]],
  '03': [[140, 160]],
  '04': [[160, 160]],
  '05': [[244, 263]],
  '06': [[121, 136]],
  '07': [[110, 110]],
  '08': [[301, 345]],
  '09': [[201, 285]],
  '10': [[800, 855]],
  '11': [[737, 737]],
  '12': [[790, 792]],
  '13': [[797, 798]],
  '14': [[795, 795]],
  '15': [[796, 796]],
  '16': [[799, 799]],
  '17': [[793, 794]],
  '18': [[781, 788]],
  '19': [[700, 743]],
  '20': [[813, 835]],
  '21': [[751, 770]],
  '22': [[490, 497]],
  '23': [[450, 488]],
  '24': [[360, 396]],
  '25': [
    [362, 362],
    [396, 396],
  ],
  '26': [
    [362, 362],
    [396, 396],
  ],
  '27': [[400, 445]],
  '28': [[500, 535]],
  '29': [[560, 591]],
  '30': [[403, 403]],
  '31': [[682, 682]],
  '32': [[670, 695]],
  '33': [[600, 643]],
  '34': [
    [533, 533],
    [605, 605],
    [609, 609],
    [673, 673],
  ],
  '35': [[744, 744]],
  '36': [[500, 509]],
  '37': [[507, 535]],
  '38': [[194, 194]],
};

/** True for a well-formed PIN code. */
export const isPinCode = (pin: string): boolean => PIN_PATTERN.test(pin);

/**
 * True when `pin` can lie in the GST state `stateCode`. Codes with no territory of their own (97
 * other territory, 99 centre jurisdiction) accept any PIN.
 */
export function pinInState(pin: string, stateCode: string): boolean {
  const ranges = PIN_PREFIXES_BY_STATE[stateCode];
  if (!ranges) return isPinCode(pin);
  const prefix = Number(pin.slice(0, 3));
  return isPinCode(pin) && ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

/** Why an address cannot go on a GST document for this GSTIN. */
export type AddressPinProblem = 'pinMissing' | 'pinOutsideState';

/**
 * What keeps `address` from serving a business registered under `gstin`: an e-invoice needs the
 * PIN code of the address (written in it, "…, Pune 411001"), and the IRP checks that it lies in the
 * GSTIN's state. Null when the address will do (or there is no valid GSTIN to hold it to).
 */
export function addressPinProblem(
  address: string | null | undefined,
  gstin: string | null | undefined,
): AddressPinProblem | null {
  if (!gstin || !isValidGstin(gstin)) return null;
  const pin = pinOfAddress(address ?? null);
  if (!pin) return 'pinMissing';
  return pinInState(pin, gstinStateCode(gstin)) ? null : 'pinOutsideState';
}
