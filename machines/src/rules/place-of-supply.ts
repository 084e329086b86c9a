// The place of supply of a GST document (IGST Act s.10(1) for goods, s.12(2) for services): a
// registered buyer's State (their GSTIN); for a buyer without a GSTIN (B2C) the State of their
// address on record (its PIN code); else the supplier's own State (their GSTIN). Pure.
import { gstinStateCode, pinOfAddress } from './india.js';
import { isPinCode, PIN_PREFIXES_BY_STATE } from './pin-codes.js';

/** Where a document's place of supply came from. */
export const PLACE_OF_SUPPLY_REASONS = ['buyerGstin', 'buyerAddressPin', 'sellerGstin'] as const;
export type PlaceOfSupplyReason = (typeof PLACE_OF_SUPPLY_REASONS)[number];

export interface PlaceOfSupply {
  /** GST State code, e.g. "27". */
  stateCode: string;
  reason: PlaceOfSupplyReason;
}

// PIN_PREFIXES_BY_STATE is generous (it refuses a PIN only when it cannot lie in a State), so some
// prefixes belong to two States. These settle them for a lookup: the small territory owns the whole
// prefix where it does, else the larger State does. 28 (Andhra Pradesh before 2014) is never chosen.
const PREFIX_OWNERS: readonly (readonly [from: number, to: number, stateCode: string])[] = [
  [160, 160, '04'],
  [194, 194, '38'],
  [246, 249, '05'],
  [262, 263, '05'],
  [403, 403, '30'],
  [500, 509, '36'],
  [510, 535, '37'],
  [737, 737, '11'],
  [744, 744, '35'],
  [814, 816, '20'],
  [822, 835, '20'],
];
const RETIRED_STATE_CODES = new Set(['28']);

const widthOf = (stateCode: string): number =>
  PIN_PREFIXES_BY_STATE[stateCode]!.reduce((sum, [from, to]) => sum + to - from + 1, 0);

/** The GST State code a PIN code lies in, or null for a malformed or unknown PIN. */
export function stateOfPin(pin: string): string | null {
  if (!isPinCode(pin)) return null;
  const prefix = Number(pin.slice(0, 3));
  const owner = PREFIX_OWNERS.find(([from, to]) => prefix >= from && prefix <= to);
  if (owner) return owner[2];
  const candidates = Object.entries(PIN_PREFIXES_BY_STATE)
    .filter(([code, ranges]) => !RETIRED_STATE_CODES.has(code) && ranges.some(([f, t]) => prefix >= f && prefix <= t))
    .map(([code]) => code);
  // Otherwise shared prefixes (an enclave's 362, 396, 605…) go to the State that serves most of them.
  return candidates.sort((a, b) => widthOf(b) - widthOf(a))[0] ?? null;
}

/** The parties of a document as the place of supply reads them. */
export interface SupplyParties {
  sellerGstin: string | null;
  buyerGstin: string | null;
  buyerAddress: string | null;
}

/**
 * The place of supply of a document: the buyer's GSTIN's State; else (B2C) the State of the PIN in
 * the buyer's address; else the seller's State. Null when none of them is known. GSTINs are read as
 * supplyTypeOf reads them (their first two digits): they were checked where they were entered.
 */
export function placeOfSupplyOf({ sellerGstin, buyerGstin, buyerAddress }: SupplyParties): PlaceOfSupply | null {
  if (buyerGstin) return { stateCode: gstinStateCode(buyerGstin), reason: 'buyerGstin' };
  const pin = pinOfAddress(buyerAddress);
  const buyerState = pin ? stateOfPin(pin) : null;
  if (buyerState) return { stateCode: buyerState, reason: 'buyerAddressPin' };
  return sellerGstin ? { stateCode: gstinStateCode(sellerGstin), reason: 'sellerGstin' } : null;
}
