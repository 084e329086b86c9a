import { describe, expect, it } from '@jest/globals';
import { istDate, istDateTime } from '@samvida/machines';

describe('India Standard Time', () => {
  it('reads an instant on the clock in India, five and a half hours ahead of UTC', () => {
    expect(istDateTime('2026-11-23T10:00:05.000Z')).toBe('2026-11-23T15:30:05.000+05:30');
    expect(istDateTime(new Date('2026-11-23T10:00:05.123Z'))).toBe('2026-11-23T15:30:05.123+05:30');
    expect(Date.parse(istDateTime('2026-11-23T10:00:05.000Z'))).toBe(Date.parse('2026-11-23T10:00:05.000Z'));
  });

  it('dates an instant by the calendar day in India, which starts at 18:30 UTC', () => {
    expect(istDate('2026-03-31T18:29:59.999Z')).toBe('2026-03-31');
    expect(istDate('2026-03-31T18:30:00.000Z')).toBe('2026-04-01');
    expect(istDate(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027-01-01');
  });
});
