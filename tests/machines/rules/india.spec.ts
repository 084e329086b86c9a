import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  gstinCheckCharacter,
  gstinStateCode,
  isHsnCode,
  isHsnOrSac,
  isIndianMobile,
  isSacCode,
  isValidGstin,
  isValidPan,
} from '@samvida/machines';

// Published GSTINs: the widely used sample of Maharashtra, Reliance Industries Ltd (Maharashtra)
// and Nirma University (Gujarat, from a published advance ruling).
const REAL_GSTINS = ['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '24AAATT6829N1ZY'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  it.each(REAL_GSTINS)('accepts the published GSTIN %s and computes its check character', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('rejects every single-character substitution of a published GSTIN (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REAL_GSTINS),
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom(...ALPHABET.split(''), 'a', 'z', ' ', '-'),
        (gstin, position, replacement) => {
          fc.pre(gstin[position] !== replacement);
          const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
          return !isValidGstin(changed);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects all of them, exhaustively', () => {
    for (const gstin of REAL_GSTINS)
      for (let i = 0; i < 15; i++)
        for (const c of ALPHABET)
          if (c !== gstin[i])
            expect([gstin, i, c, isValidGstin(gstin.slice(0, i) + c + gstin.slice(i + 1))]).toEqual([
              gstin,
              i,
              c,
              false,
            ]);
  });

  it('rejects a wrong shape, an unknown state code and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false);
    const unknownState = `00AAPFU0939F1Z`;
    expect(isValidGstin(unknownState + gstinCheckCharacter(unknownState))).toBe(false);
    const centre = '99AAPFU0939F1Z';
    expect(isValidGstin(centre + gstinCheckCharacter(centre))).toBe(true);
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
  });
});

describe('PAN, mobile, HSN/SAC', () => {
  it('checks the PAN shape', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('AAPFU0939')).toBe(false);
    expect(isValidPan('aapfu0939f')).toBe(false);
    expect(isValidPan('1APFU0939F')).toBe(false);
  });

  it('accepts +91 then 6-9 then nine digits', () => {
    expect(isIndianMobile('+919876543210')).toBe(true);
    expect(isIndianMobile('+916000000000')).toBe(true);
    expect(isIndianMobile('+915876543210')).toBe(false);
    expect(isIndianMobile('9876543210')).toBe(false);
    expect(isIndianMobile('+91987654321')).toBe(false);
  });

  it('tells HSN (2/4/6/8 digits) and SAC (99xxxx) codes', () => {
    expect(['84', '8471', '847130', '84713010'].every(isHsnCode)).toBe(true);
    expect(['8', '847', '8471301', 'ABCD'].some(isHsnCode)).toBe(false);
    expect(isSacCode('998314')).toBe(true);
    expect(isSacCode('988314')).toBe(false);
    expect(isHsnOrSac('998314') && isHsnOrSac('8471') && !isHsnOrSac('12345')).toBe(true);
  });
});
