// Field schemas shared by events and commands. Money-like fields accept a decimal string or a
// JSON number and come out as canonical strings, so events never hold binary floats.
import { z } from 'zod';
import { canonicalDecimal, toAmount } from './money.js';
import { HOUSE_MESSAGES } from './messages.js';

/** Ids of entities in a stream: uuids minted by the server (or the client, checked unique). */
export const EntityId = z.guid();
/** An optional id of something to create; the spec's client sends `Id: 0` (or "") for "new". */
export const NewEntityId = z
  .union([z.literal(0), z.literal('0'), z.literal(''), z.null(), EntityId])
  .optional()
  .transform((value) => (value === 0 || value === '0' || value === '' || value === null ? undefined : value));

/**
 * Accepts the spec's own name for a field the product renamed (e.g. ItemRfpId for ProposalId)
 * when the product's name is absent.
 */
export const withAlias = <S extends z.ZodType>(schema: S, name: string, alias: string): S =>
  // Typed as `schema`: callers keep typing by the product's names; the alias is a parse-time courtesy.
  z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const { [alias]: aliased, ...rest } = value as Record<string, unknown>;
    return rest[name] === undefined && aliased !== undefined ? { ...rest, [name]: aliased } : value;
  }, schema) as unknown as S;
/** Account ids come from the relational accounts tables: any non-empty string. */
export const UserId = z.string().trim().min(1);
/** Lookup ids (currency, unit, term type) as the lookup lists give them, kept as strings. */
export const LookupId = z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String);

/**
 * The unit list (`GET api/General/UnitList`): the `units` table the catalogue migration seeds,
 * repeated here so that commands and forms refuse any other unit. A test holds the two equal.
 */
export const UNITS = [
  { id: 1, typeValue: 'Count' },
  { id: 2, typeValue: 'Piece' },
  { id: 3, typeValue: 'Kilogram' },
  { id: 4, typeValue: 'Gram' },
  { id: 5, typeValue: 'Tonne' },
  { id: 6, typeValue: 'Quintal' },
  { id: 7, typeValue: 'Litre' },
  { id: 8, typeValue: 'Millilitre' },
  { id: 9, typeValue: 'Metre' },
  { id: 10, typeValue: 'Square metre' },
  { id: 11, typeValue: 'Square feet' },
  { id: 12, typeValue: 'Cubic metre' },
  { id: 13, typeValue: 'Box' },
  { id: 14, typeValue: 'Dozen' },
  { id: 15, typeValue: 'Pair' },
  { id: 16, typeValue: 'Set' },
  { id: 17, typeValue: 'Bag' },
  { id: 18, typeValue: 'Hour' },
  { id: 19, typeValue: 'Day' },
  { id: 20, typeValue: 'Month' },
  { id: 21, typeValue: 'Job (lump sum)' },
] as const;

/**
 * The GST Unique Quantity Code (UQC, the GST portal's unit list) of each unit of {@link UNITS}, by
 * unit id: what invoices, GSTR-1 and e-way bills write as the unit. Time and lump-sum units have no
 * UQC of their own and are OTH (others).
 */
export const UNIT_UQC: Readonly<Record<string, string>> = {
  '1': 'NOS',
  '2': 'PCS',
  '3': 'KGS',
  '4': 'GMS',
  '5': 'TON',
  '6': 'QTL',
  '7': 'LTR',
  '8': 'MLT',
  '9': 'MTR',
  '10': 'SQM',
  '11': 'SQF',
  '12': 'CBM',
  '13': 'BOX',
  '14': 'DOZ',
  '15': 'PRS',
  '16': 'SET',
  '17': 'BAG',
  '18': 'OTH',
  '19': 'OTH',
  '20': 'OTH',
  '21': 'OTH',
};

/** The UQC of a unit id ("3" → "KGS"); OTH for a unit outside the list. */
export const uqcOfUnit = (unitId: string): string => UNIT_UQC[unitId] ?? 'OTH';

// A unit by its id (1 or "1"), its name ("Count", any case), as the lookups service matches them,
// or its UQC ("PCS"), where one unit has it (OTH stands for several).
const unitOf = (value: string | number) => {
  const key = String(value).trim().toLowerCase();
  const byUqc = UNITS.filter((unit) => uqcOfUnit(String(unit.id)).toLowerCase() === key);
  return (
    UNITS.find((unit) => String(unit.id) === key || unit.typeValue.toLowerCase() === key) ??
    (byUqc.length === 1 ? byUqc[0] : undefined)
  );
};

/** A unit of the unit list, by id, name or GST UQC; kept as its id ("1"), like {@link LookupId}. */
export const UnitId = z
  .union([z.string(), z.number()], { error: HOUSE_MESSAGES.unitInvalid })
  .transform((value, ctx) => {
    const unit = unitOf(value);
    if (unit) return String(unit.id);
    ctx.issues.push({ code: 'custom', message: HOUSE_MESSAGES.unitInvalid, input: value });
    return z.NEVER;
  });

const decimalInput = (pattern: RegExp, message: string) =>
  z
    .union([z.string().trim(), z.number().finite()], { error: message })
    .transform((v) => (typeof v === 'number' ? canonicalDecimal(v) : v))
    .refine((v) => pattern.test(v), { error: message });

/** Largest amount (a rate, a total, a payment): ₹10^12, one lakh crore. */
export const MAX_AMOUNT = '1000000000000';
/** Largest quantity: 10^9. */
export const MAX_QUANTITY = '1000000000';

/** Rupees from 0 to {@link MAX_AMOUNT} with at most two decimals, written back as "1234.50". */
export const Amount = decimalInput(
  /^(\d{1,12}(\.\d{1,2})?|1000000000000(\.0{1,2})?)$/,
  HOUSE_MESSAGES.amountInvalid,
).transform((v) => toAmount(v));
/** A quantity from 0 to {@link MAX_QUANTITY} with at most three decimals. */
export const Quantity = decimalInput(
  /^(\d{1,9}(\.\d{1,3})?|1000000000(\.0{1,3})?)$/,
  HOUSE_MESSAGES.quantityInvalid,
).transform((v) => canonicalDecimal(v));
/** A percent from 0 to 100 with at most two decimals. */
export const Percent = decimalInput(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, HOUSE_MESSAGES.percentInvalid).transform(
  (v) => canonicalDecimal(v),
);
/** Whole days ≥ 0. */
export const Days = z.number({ error: HOUSE_MESSAGES.daysInvalid }).int({ error: HOUSE_MESSAGES.daysInvalid }).min(0, {
  error: HOUSE_MESSAGES.daysInvalid,
});
/** Calendar date, YYYY-MM-DD. */
export const IsoDate = z.iso.date();
/** Free text with a length limit. */
export const Text = (max: number) => z.string().trim().max(max);
/** A UPI transaction id or bank reference (UTR, IMPS, cheque number): plain characters, at most 35. */
export const PaymentReference = z
  .string({ error: HOUSE_MESSAGES.paymentReferenceInvalid })
  .trim()
  .regex(/^[A-Za-z0-9 ./-]{0,35}$/, { error: HOUSE_MESSAGES.paymentReferenceInvalid });
/** Attachment ids returned by the upload call. */
export const AttachmentIds = z.array(z.string().trim().min(1)).default([]);
/** The two parties of an agreement. */
export const Party = z.enum(['buyer', 'seller']);
export type Party = z.infer<typeof Party>;
/** Who an event says acted: a party, or the system (timers). */
export const Role = z.enum(['buyer', 'seller', 'system']);
export type Role = z.infer<typeof Role>;
