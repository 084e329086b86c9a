// The HSN master read from @scrrum-labs/gst-india-utils: every tariff item under its 8-digit code
// (chapters 01-09 padded), its text tidied and bounded when shown, and what a heading's items share.
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  commonWordPrefix,
  describeHsn,
  HSN_TEXT_MAX,
  loadHsnTariff,
  shortenHsnText,
  tidyHsnText,
  type HsnTariff,
} from '../../../backend/src/lookups/hsn-sac/hsn-tariff.js';

describe('the HSN tariff', () => {
  let tariff: HsnTariff;
  beforeAll(() => {
    tariff = loadHsnTariff();
  });

  it('holds the 12,604 tariff items of the package, each under 8 digits, 877 of them padded (chapters 01-09)', () => {
    const codes = [...tariff.items.keys()];
    expect(codes).toHaveLength(12_604);
    expect(codes.every((code) => /^\d{8}$/.test(code))).toBe(true);
    expect(codes.filter((code) => code.startsWith('0'))).toHaveLength(877);
    expect(tariff.items.get('01011010')).toMatch(/^LIVE HORSES, ASSES, MULES AND HINNIES/);
    // Chapters 01-96 but 77 (which the tariff keeps unused); none of 97 and 98.
    expect(tariff.chapters.size).toBe(95);
    expect(['77', '97', '98'].filter((chapter) => tariff.chapters.has(chapter))).toEqual([]);
  });

  it('knows a heading or sub-heading only by the items under it', () => {
    expect(tariff.headings.get('8471')!.length).toBeGreaterThan(10);
    expect(tariff.headings.get('847130')).toHaveLength(2);
    expect(tariff.headings.has('847140')).toBe(false);
    expect(tariff.headings.has('2599')).toBe(false);
  });

  it('takes a newer code under a heading it has, with a caution, and refuses a heading it lacks', () => {
    const chapter85 = { code: '85', title: 'Electrical machinery and equipment' };
    // Smartphones came with the 2022 tariff, under heading 8517 (telephone sets), which it has; its
    // items share too few words, so the heading is told by its chapter.
    expect(tariff.items.has('85171300')).toBe(false);
    const smartphone = describeHsn(tariff, '85171300', chapter85)!;
    expect(smartphone).toMatch(/^Chapter 85\b/);
    expect(smartphone).toMatch(
      /\. 85171300 itself is not in the master Samvida ships, which predates the 2022 tariff: check the code\.$/,
    );
    expect(describeHsn(tariff, '847140', { code: '84', title: 'Machinery' })).toMatch(/847140 itself is not/);
    // A listed item is told by its own text, without the caution.
    expect(describeHsn(tariff, '84713010', { code: '84', title: 'Machinery' })).not.toMatch(/itself is not/);
    // No heading 2599 (chapter 25's end at 2530): refused, at any length.
    for (const code of ['2599', '259900', '25990000'])
      expect(describeHsn(tariff, code, { code: '25', title: 'Salt' })).toBeUndefined();
  });
});

describe('the master’s texts', () => {
  it('are tidied: single spaces, dash runs as one separator, a space after a colon but not in a ratio', () => {
    expect(tidyHsnText('LIVE FISH -ORNAMENTAL FISH--FRESHWATER')).toBe('LIVE FISH -ORNAMENTAL FISH - FRESHWATER');
    expect(tidyHsnText(' A  DISPLAY:PERSONAL\tCOMPUTER ')).toBe('A DISPLAY: PERSONAL COMPUTER');
    expect(tidyHsnText('REGULATORS : 2:4 DICHLOROPHENOXY')).toBe('REGULATORS: 2:4 DICHLOROPHENOXY');
  });

  it('share the words all of them start with, without a connector or separator at the end', () => {
    expect(commonWordPrefix(['RICE IN THE HUSK: OF SEED QUALITY', 'RICE IN THE HUSK: OTHER'])).toBe('RICE IN THE HUSK');
    expect(commonWordPrefix(['MEAT AND EDIBLE OFFAL', 'MEAT AND OTHER OFFAL'])).toBe('MEAT');
    expect(commonWordPrefix(['HILSA', 'DARA'])).toBe('');
    expect(commonWordPrefix(['ONE TEXT, WHOLE'])).toBe('ONE TEXT, WHOLE');
  });

  it('are shortened past the bound, keeping the start and the end at word boundaries', () => {
    const long = `${'HEADING WORDS '.repeat(20)}ITEM: PERSONAL COMPUTER`;
    const short = shortenHsnText(long);
    expect(short.length).toBeLessThanOrEqual(HSN_TEXT_MAX);
    expect(short).toMatch(/^HEADING WORDS HEADING .* … .*ITEM: PERSONAL COMPUTER$/);
    const words = new Set(long.split(' '));
    expect(short.split(' ').filter((word) => word !== '…' && !words.has(word))).toEqual([]);
    expect(shortenHsnText('A SHORT TEXT')).toBe('A SHORT TEXT');
  });
});
