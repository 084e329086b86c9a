// Inputs an IRP e-invoice (NIC schema 1.1) carries, checked where they are entered so that every
// invoice the product accepts can be exported: HSN/SAC codes, item titles (PrdDesc), the parties'
// legal names (LglNm) and the PIN code in a GST-registered party's address.
import { z } from 'zod';
import { HOUSE_MESSAGES } from './messages.js';
import { addressPinProblem, type AddressPinProblem } from './pin-codes.js';

/** Plain messages for the e-invoice's inputs. */
export const E_INVOICE_INPUT_MESSAGES = {
  hsnInvalid: 'Enter an HSN code of 4, 6 or 8 digits (goods), or a SAC of 6 digits starting with 99 (services).',
  sacInvalid: 'A SAC (services) has 6 digits starting with 99, like 998314.',
  hsnUnknown: 'This HSN code is not in the GST HSN master. Check the code, or enter its 4- or 6-digit heading.',
  sacUnknown: 'This SAC is not in the GST SAC master. Check the code.',
  titleTooShort: 'Give the item a title of at least 3 characters (GST invoices need a description).',
  doubleQuote: 'Remove the double quote (") from the title: e-invoices cannot carry it. Write inch as in.',
  nameTooShort: 'Name needs at least 3 characters: it is the legal name on GST invoices.',
  pinMissing: 'Write the 6-digit PIN code in your address (for example "…, Pune 411001"): GST invoices need it.',
  pinOutsideState: 'The PIN code in your address is not in the state of your GSTIN.',
} as const;

/** The shortest legal name and item description an e-invoice accepts (LglNm, PrdDesc). */
export const E_INVOICE_MIN_TEXT = 3;

/** A code as an HSN/SAC master lists it. */
export interface HsnSacEntry {
  code: string;
  kind: 'HSN' | 'SAC';
  /** What the code covers: the SAC's or the HSN tariff item's own description, or a heading's within its chapter. */
  description: string;
}

/** Looks codes up in the GST HSN/SAC master; null for a code the master does not hold. */
export interface HsnSacMaster {
  lookup(code: string): HsnSacEntry | null;
}

// The master is data the browser does not download: the server plugs it in at start, so the same
// schemas that check a code's shape in a form also check it against the master on the server.
let master: HsnSacMaster | null = null;

/** Makes every code field check codes against `lookup` (the server does at start); null: shape only. */
export function useHsnSacMaster(lookup: HsnSacMaster | null): void {
  master = lookup;
}

const HSN_SHAPE = /^(?!0+$)(\d{4}|\d{6}|\d{8})$/;
const SAC_SHAPE = /^99\d{4}$/;

/** Codes are entered as printed ("8471.30", "8471 30 10"): dots and spaces go. */
export const normaliseHsnSac = (code: string): string => code.replace(/[\s.]/g, '');

/**
 * Why `code` cannot be an invoice line's HSN/SAC, as a plain message, or null when it can: an HSN
 * code has 4, 6 or 8 digits, a SAC (chapter 99) 6, and a known master must list it.
 */
export function hsnSacProblem(code: string): string | null {
  const M = E_INVOICE_INPUT_MESSAGES;
  if (code.startsWith('99')) {
    if (!SAC_SHAPE.test(code)) return M.sacInvalid;
    return master && !master.lookup(code) ? M.sacUnknown : null;
  }
  if (!HSN_SHAPE.test(code)) return M.hsnInvalid;
  return master && !master.lookup(code) ? M.hsnUnknown : null;
}

/** An item's HSN/SAC code as entered: optional (blank), else a code {@link hsnSacProblem} accepts. */
export const HsnSacCode = z
  .string()
  .trim()
  .max(50, { error: HOUSE_MESSAGES.codeTooLong, abort: true })
  .transform(normaliseHsnSac)
  .check((ctx) => {
    const problem = ctx.value === '' ? null : hsnSacProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** Why `title` cannot describe an e-invoice line (PrdDesc: 3 characters or more, no `"`), or null. */
export function itemTitleProblem(title: string): string | null {
  if (title.length < E_INVOICE_MIN_TEXT) return E_INVOICE_INPUT_MESSAGES.titleTooShort;
  if (title.length > 100) return HOUSE_MESSAGES.titleTooLong;
  return title.includes('"') ? E_INVOICE_INPUT_MESSAGES.doubleQuote : null;
}

const titleField = (blankAllowed: boolean) =>
  z
    .string()
    .trim()
    .check((ctx) => {
      const problem = blankAllowed && ctx.value === '' ? null : itemTitleProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    });

/** An item's title, which e-invoices carry as the product description: 3-100 characters, no `"`. */
export const ItemTitle = titleField(false);
/** An {@link ItemTitle} that may be left blank (catalogue items). */
export const OptionalItemTitle = titleField(true).default('');

/** The message for an address that cannot serve a business with `gstin` (see {@link addressPinProblem}). */
export function addressPinMessage(address: string | null | undefined, gstin: string | null | undefined): string | null {
  const problem: AddressPinProblem | null = addressPinProblem(address, gstin);
  return problem ? E_INVOICE_INPUT_MESSAGES[problem] : null;
}
