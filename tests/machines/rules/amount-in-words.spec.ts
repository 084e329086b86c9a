import { describe, expect, it } from '@jest/globals';
import { amountInWords } from '@samvida/machines';

describe('amount in words, Indian system', () => {
  it.each([
    ['508.29', 'Rupees Five Hundred Eight and Twenty Nine Paise Only'],
    ['0', 'Rupees Zero Only'],
    ['19', 'Rupees Nineteen Only'],
    ['1,00,000'.replaceAll(',', ''), 'Rupees One Lakh Only'],
    ['1234567.80', 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Paise Only'],
    [
      '98765432.01',
      'Rupees Nine Crore Eighty Seven Lakh Sixty Five Thousand Four Hundred Thirty Two and One Paise Only',
    ],
    ['10000000000', 'Rupees One Thousand Crore Only'],
  ])('%s reads %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
