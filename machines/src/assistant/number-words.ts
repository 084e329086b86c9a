// Numbers as people write them in Indian deals: words in the Indian system ("twenty-five lakh"),
// digits with a scale ("2.5 crore", "5 lakh", "25k") and Indian digit grouping ("2,50,000"), all
// read exactly (decimal strings, never floats).
import { Decimal } from 'decimal.js';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
};
const WORD = `(?:${[...Object.keys(UNITS), 'hundred', ...Object.keys(SCALES)].join('|')})`;
const WORD_RUN = new RegExp(`\\b${WORD}(?:(?:\\s+and\\s+|[\\s-]+)${WORD})*\\b`, 'gi');

/** "twenty-five lakh" → "2500000"; null when the words are not a number. */
export function wordsToNumber(words: string): string | null {
  let total = 0;
  let current = 0;
  for (const token of words.toLowerCase().split(/[\s-]+/)) {
    if (token === 'and') continue;
    if (token in UNITS) current += UNITS[token]!;
    else if (token === 'hundred') current = (current || 1) * 100;
    else if (token in SCALES) {
      total += (current || 1) * SCALES[token]!;
      current = 0;
    } else return null;
  }
  return String(total + current);
}

const SCALE_SUFFIX: Record<string, string> = {
  crore: '1e7',
  cr: '1e7',
  lakh: '1e5',
  lac: '1e5',
  thousand: '1e3',
  k: '1e3',
};
const DIGIT_SCALE = /(\d+(?:\.\d+)?)\s*(crores?|cr|lakhs?|lacs?|thousand|k)\b/gi;

/**
 * The text with every number written as plain digits: words and scales replaced, Indian grouping
 * dropped. "Rs 2.5 lakh for twenty five chairs" → "Rs 250000 for 25 chairs".
 */
export function numbersAsDigits(text: string): string {
  // Digits with a scale first, so that "1.5 lakh" is not read as 1.5 and the word "lakh".
  return text
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(DIGIT_SCALE, (_, digits: string, scale: string) => {
      const key = scale.toLowerCase().replace(/s$/, '');
      return new Decimal(digits).times(SCALE_SUFFIX[key]!).toString();
    })
    .replace(WORD_RUN, (run) => wordsToNumber(run) ?? run);
}
