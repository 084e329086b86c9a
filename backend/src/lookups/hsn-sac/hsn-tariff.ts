import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

// The GST portal's HSN master at the 8-digit tariff-item level, as @scrrum-labs/gst-india-utils
// ships it (see README.md beside this file). Only its JSON is read, never the package's code.
const HSN_MASTER_FILE = '@scrrum-labs/gst-india-utils/dist/hsn.json';

// Not named `require`: the bundles declare that at their top (backend/rolldown.config.mjs). Resolved
// from this file, or from the bundle's, so the package is found in node_modules either way.
const fromHere = createRequire(import.meta.url);

// The file as it is: codes are numbers, so chapters 01-09 lost their leading zero (7 digits).
const HsnMasterFile = z
  .array(
    z.object({
      hsn_code: z.number().int().min(1_000_000).max(99_999_999),
      Description: z.string().max(2_000),
    }),
  )
  .max(20_000);

/** A description cut to about this many characters, keeping its start and its end. */
export const HSN_TEXT_MAX = 240;
// Words a description says almost nothing with: a heading's shared words ending on one are cut there.
const CONNECTORS = new Set(['-', 'A', 'AN', 'AND', 'BY', 'FOR', 'IN', 'OF', 'OR', 'THE', 'TO', 'WITH', 'OTHER']);

const isConnector = (word: string) => CONNECTORS.has(word.replace(/[,;:]+$/, '').toUpperCase());

// "2:4" in a chemical's name: a bare colon between digits.
const isRatio = (colon: string, before = '', after = '') => colon === ':' && /\d/.test(before) && /\d/.test(after);

/**
 * The master's text made readable: single spaces, runs of dashes as one " - ", one space after a
 * colon (not in ratios like "2:4"). The letter case is the master's (mostly capitals).
 */
export const tidyHsnText = (text: string): string =>
  text
    // Runs only: replacing every single space too takes ten times as long.
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .replace(/\s*-{2,}\s*/g, ' - ')
    .replace(/\s*:\s*/g, (colon, at: number, text: string) => (isRatio(colon, text[at - 1], text[at + 1]) ? ':' : ': '))
    .trim();

const wordsOf = (text: string) => text.split(' ').filter((word) => /[A-Za-z]/.test(word));

// Three words or more say what a code covers; "OTHER", "HILSA" or "-" need their heading beside them.
const saysEnough = (text: string) => wordsOf(text).length >= 3;

/** The words all `texts` start with, without the connectors and punctuation they end on. */
export function commonWordPrefix(texts: readonly string[]): string {
  const [first = [], ...rest] = texts.map((text) => text.split(' '));
  let length = 0;
  while (length < first.length && rest.every((words) => words[length] === first[length])) length++;
  const words = first.slice(0, length);
  while (words.length && isConnector(words.at(-1)!)) words.pop();
  return words.join(' ').replace(/[\s,;:-]+$/, '');
}

/** `text` cut to {@link HSN_TEXT_MAX} characters at most, at words, its start and end kept around a "…". */
export function shortenHsnText(text: string): string {
  if (text.length <= HSN_TEXT_MAX) return text;
  const head = text.slice(0, Math.floor(HSN_TEXT_MAX * 0.4)).replace(/\s+\S*$/, '');
  const tail = text.slice(text.length - (HSN_TEXT_MAX - head.length - 3)).replace(/^\S*\s+/, '');
  return `${head} … ${tail}`;
}

/** The master's tariff items, by code, and the items under each heading. */
export interface HsnTariff {
  /** The master's own text of each 8-digit tariff item. */
  items: ReadonlyMap<string, string>;
  /** The texts of the items under each heading (4 digits) and sub-heading (6 digits) that has any. */
  headings: ReadonlyMap<string, readonly string[]>;
  /** The chapters (2 digits) the master has items of. */
  chapters: ReadonlySet<string>;
  /** What the items of a heading share, kept once worked out (a heading can have 242 items). */
  shared: Map<string, string | null>;
}

/**
 * Reads the master from the package: about 12,600 items. Texts are tidied when a code is looked up,
 * not here, so that loading stays quick (README.md beside this file has its time and memory).
 */
export function loadHsnTariff(): HsnTariff {
  const file = HsnMasterFile.parse(JSON.parse(readFileSync(fromHere.resolve(HSN_MASTER_FILE), 'utf8')));
  const items = new Map(file.map((entry) => [String(entry.hsn_code).padStart(8, '0'), entry.Description]));
  const headings = new Map<string, string[]>();
  for (const [code, text] of items)
    for (const heading of [code.slice(0, 4), code.slice(0, 6)]) {
      const texts = headings.get(heading);
      if (texts) texts.push(text);
      else headings.set(heading, [text]);
    }
  return { items, headings, chapters: new Set([...items.keys()].map((code) => code.slice(0, 2))), shared: new Map() };
}

/** The words the items under `heading` share, when they say enough; else null. */
function sharedWords(tariff: HsnTariff, heading: string): string | null {
  let shared = tariff.shared.get(heading);
  if (shared === undefined) {
    const words = commonWordPrefix(tariff.headings.get(heading)!.map(tidyHsnText));
    shared = saysEnough(words) ? words : null;
    tariff.shared.set(heading, shared);
  }
  return shared;
}

/** A chapter of the tariff: its two digits and its title. */
export interface HsnChapter {
  code: string;
  title: string;
}

const inChapter = ({ code, title }: HsnChapter, text: string | null | undefined) =>
  text ? `Chapter ${code} (${title}): ${shortenHsnText(text)}` : `Chapter ${code}: ${title}`;

/**
 * What `code` (4, 6 or 8 digits, of `chapter`) covers in `tariff`, or undefined when neither the
 * code nor its heading is in the master. An item is told by its own text, after its sub-heading's
 * when its own says too little ("OTHER"); a heading by the words its items share (a sub-heading's by
 * its heading's when its items share too few), within its chapter. A code of a chapter the master
 * has no items of (97 and 98) is checked and told by its chapter alone.
 */
export function describeHsn(tariff: HsnTariff, code: string, chapter: HsnChapter): string | undefined {
  if (!tariff.chapters.has(chapter.code)) return inChapter(chapter, null);
  const listed = code.length === 8 ? tariff.items.has(code) : tariff.headings.has(code);
  if (listed) return describeListed(tariff, code, chapter);
  return code.length > 4 && tariff.headings.has(code.slice(0, 4)) ? describeUnlisted(tariff, code, chapter) : undefined;
}

function describeListed(tariff: HsnTariff, code: string, chapter: HsnChapter): string {
  if (code.length !== 8)
    return inChapter(
      chapter,
      sharedWords(tariff, code) ?? (code.length === 6 ? sharedWords(tariff, code.slice(0, 4)) : null),
    );
  const own = tidyHsnText(tariff.items.get(code)!);
  if (saysEnough(own)) return shortenHsnText(own);
  const subHeading = describeListed(tariff, code.slice(0, 6), chapter);
  return wordsOf(own).length ? `${subHeading}: ${own}` : subHeading;
}

// The master predates the 2022 tariff: it lacks codes such as 85171300 (smartphones) or 854143
// (solar modules). Refusing them would stop real invoices, so a finer code under a heading the
// master has is taken, told by its heading, with a caution to check it; a heading it lacks is refused.
const describeUnlisted = (tariff: HsnTariff, code: string, chapter: HsnChapter): string =>
  `${describeListed(tariff, code.slice(0, 4), chapter)}. ${code} itself is not in the master Samvida ships, which predates the 2022 tariff: check the code.`;
