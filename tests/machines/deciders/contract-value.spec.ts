// The contract value the lists show: every line priced and rounded to the paisa, then summed, and
// priced again only where a move changed the line.
import { describe, expect, it } from '@jest/globals';
import { contractValue } from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  ITEM_ID,
  SELLER,
  act,
  draftLine,
  draftedAgreement,
  publishedAgreement,
  uuid,
} from '../support/fixtures.js';

const negotiate = (Amount: string) =>
  ({
    type: 'NegotiateItem',
    data: { AgreementId: AGREEMENT_ID, ItemId: ITEM_ID, Amount, CompletionDays: 10 },
  }) as const;

describe('contractValue', () => {
  it('rounds each line to the paisa before summing', () => {
    // 3 × 33.33 = 99.99, + 18% = 117.9882 → 117.99; 1.5 × 10.01 = 15.015, + 5% = 15.76575 → 15.77
    const state = draftedAgreement([
      draftLine(uuid(101), '3', '33.33', '18'),
      draftLine(uuid(102), '1.5', '10.01', '5'),
    ]);
    expect(contractValue(state)).toBe('133.76');
  });

  it('prices a line again once a move changes it, and leaves earlier states as they were', () => {
    // 5 laptops at the seller's 100.00 + 18%.
    const published = publishedAgreement();
    expect(contractValue(published)).toBe('590.00');
    // The value follows the seller's rate: the buyer's counter-offer leaves it.
    const countered = act(published, negotiate('90.00'), BUYER);
    expect(contractValue(countered)).toBe('590.00');
    // 5 × 95.00 + 18% = 560.50
    const answered = act(countered, negotiate('95.00'), SELLER);
    expect(contractValue(answered)).toBe('560.50');
    expect(contractValue(published)).toBe('590.00');
  });
});
