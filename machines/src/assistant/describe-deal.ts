// Drafting from a description without any outside service: a structured reader of the sentence or
// two a user writes ("supply of 500 office chairs to Pune in 3 lots, 10% advance") that proposes
// items, terms and fields. Each phrase it reads is blanked out so that no number is read twice.
import { Decimal } from 'decimal.js';
import type { BuilderTemplate } from '../rules/builder.rules.js';
import { stateName } from '../rules/gst-states.js';
import {
  DESCRIPTION_MAX,
  DraftProposal,
  PROPOSAL_MAX_ROWS,
  type ProposedFields,
  ProposedItem,
  type ProposedTerm,
} from './draft-proposal.js';
import { numbersAsDigits } from './number-words.js';
import { placeOf } from './places.js';

const NUMBER = String.raw`(\d{1,13}(?:\.\d{1,3})?)`;
const PERCENT = String.raw`(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|per\s*cent|percent)`;
const MONEY = String.raw`(?:₹|\brs\.?|\binr|\brupees)\s*(\d{1,13}(?:\.\d{1,2})?)|(\d{1,13}(?:\.\d{1,2})?)\s*(?:rupees|rs\b\.?|inr\b|\/-)`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const DATE = [
  String.raw`(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH},?\s+(\d{4})`,
  String.raw`${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})`,
  String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`,
  String.raw`(\d{4})-(\d{2})-(\d{2})`,
].join('|');

/** The units a description names, by the unit list's names (see `UNITS`). */
const UNIT_WORDS: [RegExp, string][] = [
  [/^(kgs?|kilo(gram)?s?)$/, 'Kilogram'],
  [/^(g|gms?|grams?)$/, 'Gram'],
  [/^(tonnes?|tons?|mt)$/, 'Tonne'],
  [/^quintals?$/, 'Quintal'],
  [/^(litres?|liters?|ltrs?)$/, 'Litre'],
  [/^(ml|millilitres?)$/, 'Millilitre'],
  [/^(metres?|meters?|mtrs?|m)$/, 'Metre'],
  [/^(sq\.? ?m|sqm|square met(re|er)s?)$/, 'Square metre'],
  [/^(sq\.? ?ft|sqft|square f(ee|oo)t)$/, 'Square feet'],
  [/^(boxes|box)$/, 'Box'],
  [/^dozens?$/, 'Dozen'],
  [/^pairs?$/, 'Pair'],
  [/^sets?$/, 'Set'],
  [/^bags?$/, 'Bag'],
  [/^(nos|pcs|pieces?|units?)$/, 'Piece'],
  [/^(hours?|hrs?)$/, 'Hour'],
  [/^days?$/, 'Day'],
  [/^months?$/, 'Month'],
];
const UNIT = String.raw`(kgs?|kilograms?|kilos?|gms?|grams?|g|tonnes?|tons?|mt|quintals?|litres?|liters?|ltrs?|ml|metres?|meters?|mtrs?|sq\.? ?m|sqm|sq\.? ?ft|sqft|square (?:metres?|meters?|feet|foot)|boxes|box|dozens?|pairs?|sets?|bags?|nos|pcs|pieces?|units?|hours?|hrs?|days?|months?)`;
const STOP = String.raw`(?=\s*(?:$|[,.;:]|\b(?:to|for|at|in|by|with|from|each|per|delivered|and|within|over|on|under|worth|@)\b|@|₹))`;
const ITEM = new RegExp(
  String.raw`\b${NUMBER}\s*(?:${UNIT}\s+(?:of\s+)?)?([a-z][a-z0-9&/'-]*(?:\s+[a-z][a-z0-9&/'-]*){0,5}?)${STOP}`,
  'gi',
);
/** Words after a number that are not an item. */
const NOT_ITEMS =
  /^(lots?|batch(es)?|instal?ments?|tranches?|consignments?|deliveries|shipments?|days?|weeks?|months?|years?|percent|gst|advance|of|to|for|at|in|by|with|from|each|per|and|within|over|on|under|worth|rupees|rs|inr|only)$/i;

const TEMPLATE_WORDS: [RegExp, BuilderTemplate][] = [
  [/\bsub-?let/i, 'Subletting'],
  [/\b(rent|lease|tenan)/i, 'Rental Agreement'],
  [/\binterior/i, 'Interior Design'],
  [/\brenovat/i, 'Home Renovation'],
  [/\b(maintenance|amc|upkeep)\b/i, 'Maintenance'],
  [/\bconsult/i, 'Consulting'],
  [/\b(nda|non-disclosure|confidentiality agreement)\b/i, 'NDA'],
  [/\bconsent\b/i, 'Consent Agreement'],
  [/\b(loan|lend|borrow)/i, 'Loan Agreement'],
  [/\b(freelanc|website|logo|copywriting|develop)/i, 'Freelance'],
  [/\b(supply|supplies|sale|sell|buy|purchase|order)\b/i, 'Sales'],
];

/** A description being read: the text left to read, and what was read from it. */
interface Reading {
  text: string;
  items: ProposedItem[];
  terms: ProposedTerm[];
  fields: ProposedFields;
  notes: string[];
}

/** Reads the first match of `pattern` (case-insensitive) and blanks it out of the text left. */
function take(reading: Reading, pattern: string | RegExp): RegExpExecArray | null {
  const regex = typeof pattern === 'string' ? new RegExp(pattern, 'i') : pattern;
  const match = regex.exec(reading.text);
  if (match)
    reading.text =
      reading.text.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      reading.text.slice(match.index + match[0].length);
  return match;
}

const firstOf = (match: RegExpExecArray, from = 1) => match.slice(from).find((group) => group !== undefined);

/** A real calendar date from day, month (1-12) and year, as YYYY-MM-DD; null when there is none. */
function isoDate(day: number, month: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The date a {@link DATE} match names (Indian order: 15/03/2027 is 15 March). */
function dateOf(groups: (string | undefined)[]): string | null {
  const [d1, m1, y1, m2, d2, y2, d3, m3, y3, y4, m4, d4] = groups;
  if (y1) return isoDate(Number(d1), MONTHS.indexOf(m1!.slice(0, 3).toLowerCase()) + 1, Number(y1));
  if (y2) return isoDate(Number(d2), MONTHS.indexOf(m2!.slice(0, 3).toLowerCase()) + 1, Number(y2));
  if (y3) return isoDate(Number(d3), Number(m3), Number(y3));
  return isoDate(Number(d4), Number(m4), Number(y4));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function readPayment(reading: Reading): void {
  const match = take(
    reading,
    String.raw`(?:pay(?:ment)?|paid|credit)[^.;%]{0,40}?(\d{1,3})\s*days?|(\d{1,3})\s*days?\s*(?:credit|payment)|net\s*(\d{1,3})\b`,
  );
  if (!match) return;
  const days = firstOf(match);
  reading.terms.push({
    TermTitle: 'Payment',
    TermTxt: `Payment within ${days} days of the invoice.`,
    IsPaymentTerm: true,
  });
}

function readPercentFields(reading: Reading): void {
  const advance = take(
    reading,
    String.raw`${PERCENT}\s*(?:advance|upfront|up front|in advance|on order)|advance\s*(?:of\s*)?${PERCENT}`,
  );
  if (advance) reading.fields.Advance = firstOf(advance)!;
  const ld = take(
    reading,
    String.raw`(?:${PERCENT}\s*(?:ld|liquidated damages|penalty)|(?:ld|liquidated damages|penalty)\s*(?:of\s*)?${PERCENT})(?:[^.;]{0,30}?(?:after|beyond)\s*(\d{1,4})\s*days?)?`,
  );
  if (ld) {
    reading.fields.LDPercent = ld[1] ?? ld[2]!;
    if (ld[3]) reading.fields.LDDays = Number(ld[3]);
  }
}

function readTax(reading: Reading): string | null {
  const gst = take(
    reading,
    String.raw`(\d{1,2}(?:\.\d{1,2})?)\s*%\s*gst|gst\s*(?:@|at|of)?\s*(\d{1,2}(?:\.\d{1,2})?)\s*%`,
  );
  return gst ? firstOf(gst)! : null;
}

function readDeposit(reading: Reading): void {
  const deposit = take(
    reading,
    String.raw`(?:security\s+)?deposit\s*(?:of\s*)?(?:${MONEY})|(?:${MONEY})\s*(?:as\s+)?(?:security\s+)?deposit`,
  );
  if (deposit) reading.fields.Deposit = new Decimal(firstOf(deposit)!).toFixed(2);
}

function readDates(reading: Reading, today: string): void {
  const start = take(
    reading,
    String.raw`(?:from|starting(?: on)?|starts? on|beginning|commencing(?: on)?)\s+(?:${DATE})`,
  );
  const startDate = start ? dateOf(start.slice(1)) : null;
  if (startDate) reading.fields.StartDate = startDate;
  const end = take(reading, String.raw`(?:by|before|until|till|no later than|deadline)\s+(?:${DATE})`);
  const endDate = end ? dateOf(end.slice(1)) : null;
  if (end && !endDate) reading.notes.push(`"${end[0].trim()}" is not a calendar date.`);
  if (start && !startDate) reading.notes.push(`"${start[0].trim()}" is not a calendar date.`);
  if (!endDate) return;
  const days = daysBetween(startDate ?? today, endDate);
  if (days >= 1) reading.fields.NumberOfDays = days;
  else reading.notes.push(`The completion date ${endDate} is not after the start; set the duration yourself.`);
}

const PERIOD_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

function readDuration(reading: Reading): void {
  const match = take(reading, String.raw`(?:within|in|over|for|duration of)\s+(\d{1,4})\s*(day|week|month|year)s?\b`);
  if (match && reading.fields.NumberOfDays === null)
    reading.fields.NumberOfDays = Number(match[1]) * PERIOD_DAYS[match[2]!.toLowerCase()]!;
}

function readLots(reading: Reading): void {
  const lots = take(
    reading,
    String.raw`in\s+(\d{1,3})\s+(lots|batches|instal?ments|tranches|consignments|deliveries|shipments)`,
  );
  if (!lots) return;
  reading.terms.push({
    TermTitle: 'Delivery in lots',
    TermTxt: `Delivered in ${lots[1]} ${lots[2]!.toLowerCase()}; each is invoiced on its acceptance by the buyer.`,
    IsPaymentTerm: false,
  });
}

const PREMISES: readonly (BuilderTemplate | null)[] = ['Rental Agreement', 'Subletting'];

function readPlace(reading: Reading, template: BuilderTemplate | null): void {
  const pattern = /\b(?:to|at|in|from)\s+([A-Za-z]+(?:\s+[A-Za-z]+)?)/g;
  for (const match of reading.text.matchAll(pattern)) {
    const words = match[1]!.split(/\s+/);
    const place = placeOf(words.join(' ')) ?? placeOf(words[0]!);
    if (!place) continue;
    const state = stateName(place.stateCode)!;
    const where = place.name === state ? state : `${place.name}, ${state}`;
    reading.terms.push(
      PREMISES.includes(template)
        ? { TermTitle: 'Premises', TermTxt: `The premises are in ${where}.`, IsPaymentTerm: false }
        : {
            TermTitle: 'Place of delivery',
            TermTxt: `Delivered to ${where}; the place of supply for GST is ${state} (State code ${place.stateCode}).`,
            IsPaymentTerm: false,
          },
    );
    return;
  }
}

function unitOf(word: string | undefined): string {
  const key = (word ?? '').toLowerCase();
  return UNIT_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? 'Piece';
}

/** A rate right after an item: "at ₹2,500 each", "@ 40/kg"; a "for ₹X" total is divided by the quantity. */
function rateAfter(reading: Reading, at: number, quantity: string): string | null {
  const rest = reading.text.slice(at);
  const match = new RegExp(
    String.raw`^\s*(?:at|@|for|costing|priced at)?\s*(?:${MONEY}|(\d{1,13}(?:\.\d{1,2})?)(?=\s*(?:each|per|\/|a piece|apiece)))\s*(each|per\s+\w+|\/\s*\w+|a piece|apiece)?`,
    'i',
  ).exec(rest);
  if (!match || firstOf(match) === undefined) return null;
  reading.text = reading.text.slice(0, at) + ' '.repeat(match[0].length) + reading.text.slice(at + match[0].length);
  const amount = new Decimal(match[1] ?? match[2] ?? match[3]!);
  const perUnit = match[4] !== undefined || /^\s*(?:at|@)/i.test(match[0]);
  if (perUnit) return amount.toFixed(2);
  const rate = amount.div(quantity);
  if (!rate.toDecimalPlaces(2).equals(rate))
    reading.notes.push(`${amount.toFixed(2)} over ${quantity} is not a whole number of paise; the rate is rounded.`);
  return rate.toFixed(2, Decimal.ROUND_HALF_UP);
}

function readItems(reading: Reading, tax: string): void {
  const found: { index: number; end: number; qty: string; unit: string; title: string }[] = [];
  for (const match of reading.text.matchAll(ITEM)) {
    const title = match[3]!.trim();
    if (NOT_ITEMS.test(title.split(/\s+/)[0]!) || new Decimal(match[1]!).isZero()) continue;
    // Time units count only as "40 hours of consulting", not as "30 days".
    if (match[2] && /^(hours?|hrs?|days?|months?)$/i.test(match[2]) && !/\bof\s/i.test(match[0])) continue;
    found.push({
      index: match.index,
      end: match.index + match[0].length,
      qty: match[1]!,
      unit: unitOf(match[2]),
      title,
    });
  }
  for (const item of found) {
    const proposed = ProposedItem.safeParse({
      ItemTitle: sentence(item.title).slice(0, 100),
      ItemDescription: '',
      Qty: item.qty,
      UnitId: item.unit,
      Rate: rateAfter(reading, item.end, item.qty),
      Tax: tax,
    });
    if (proposed.success) reading.items.push(proposed.data);
    else reading.notes.push(`'${item.title}' was left out: ${proposed.error.issues[0]!.message}`);
  }
}

const LUMP_SUM_TITLES: Partial<Record<BuilderTemplate, string>> = {
  'Rental Agreement': 'Rent',
  Subletting: 'Rent',
  'Loan Agreement': 'Loan amount',
  Sales: 'Supply as described',
  Custom: 'Supply as described',
};

/** With no item read, a stated amount is one lump-sum item (a service "for ₹1.5 lakh"). */
function readLumpSum(reading: Reading, tax: string, template: BuilderTemplate | null): void {
  const amount = take(reading, MONEY);
  if (!amount) return;
  const named = /([a-z][a-z&' -]{2,80}?)\s+(?:for|at|worth|costing)\s*$/i.exec(reading.text.slice(0, amount.index));
  const title = named
    ? sentence(named[1]!.trim().split(/\s+/).slice(-5).join(' '))
    : (LUMP_SUM_TITLES[template ?? 'Sales'] ?? `${template} services`);
  reading.items.push({
    ItemTitle: title,
    ItemDescription: '',
    Qty: '1',
    UnitId: 'Job (lump sum)',
    Rate: new Decimal(firstOf(amount)!).toFixed(2),
    Tax: tax,
  });
}

/**
 * The items, terms and fields a description states, for the user to review. `today` (YYYY-MM-DD)
 * is what a completion date counts from when no start date is given.
 */
export function parseDealDescription(description: string, today: string): DraftProposal {
  const text = numbersAsDigits(description.slice(0, DESCRIPTION_MAX));
  const template = TEMPLATE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const reading: Reading = {
    text,
    items: [],
    terms: [],
    fields: { Advance: null, LDPercent: null, LDDays: null, NumberOfDays: null, StartDate: null, Deposit: null },
    notes: [],
  };
  readPayment(reading);
  readPercentFields(reading);
  const tax = readTax(reading);
  readDeposit(reading);
  readDates(reading, today);
  readLots(reading);
  readDuration(reading);
  readPlace(reading, template);
  readItems(reading, tax ?? '18');
  if (reading.items.length === 0) readLumpSum(reading, tax ?? '18', template);
  if (reading.items.length === 0) reading.notes.push('No quantity or amount found: add the items yourself.');
  if (reading.items.some((item) => item.Rate === null)) reading.notes.push('No rate found for some items: fill it in.');
  if (tax === null && reading.items.length > 0) reading.notes.push('GST is taken as 18%; change it where it differs.');
  return DraftProposal.parse({
    ContractType: template,
    Items: reading.items.slice(0, PROPOSAL_MAX_ROWS),
    Terms: reading.terms,
    Fields: reading.fields,
    Notes: reading.notes,
  });
}
