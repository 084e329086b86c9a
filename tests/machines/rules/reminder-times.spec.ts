// When reminders may go out: never between 21:00 and 09:00 in India; a payment due is reminded
// 3 days before, on the day, then weekly while unpaid; and which instalments are unpaid.
import { describe, expect, it } from '@jest/globals';
import {
  dueReminderDateAfter,
  isQuietHour,
  nextDueReminderDate,
  outsideQuietHours,
  unpaidInstalments,
} from '@samvida/machines';
import { BUYER, SELLER, act } from '../support/fixtures.js';
import { A, addPayment, createdOrder } from '../support/purchase-order.js';

describe('quiet hours', () => {
  it('are 21:00 to 09:00 in India', () => {
    expect(isQuietHour(new Date('2026-12-01T15:29:59Z'))).toBe(false); // 20:59:59
    expect(isQuietHour(new Date('2026-12-01T15:30:00Z'))).toBe(true); // 21:00
    expect(isQuietHour(new Date('2026-12-01T03:29:00Z'))).toBe(true); // 08:59
    expect(isQuietHour(new Date('2026-12-01T03:30:00Z'))).toBe(false); // 09:00
  });

  it('defer a reminder to the 09:00 that ends them', () => {
    const evening = new Date('2026-12-01T16:00:00Z'); // 21:30 on 1 December
    expect(outsideQuietHours(evening).toISOString()).toBe('2026-12-02T03:30:00.000Z');
    const night = new Date('2026-12-01T20:00:00Z'); // 01:30 on 2 December
    expect(outsideQuietHours(night).toISOString()).toBe('2026-12-02T03:30:00.000Z');
    const noon = new Date('2026-12-01T06:30:00Z');
    expect(outsideQuietHours(noon)).toBe(noon);
  });
});

describe('due-date reminder days', () => {
  it('are 3 days before, on the day, then every 7 days', () => {
    expect(nextDueReminderDate('2026-12-10', '2026-11-01')).toBe('2026-12-07');
    expect(nextDueReminderDate('2026-12-10', '2026-12-08')).toBe('2026-12-10');
    expect(nextDueReminderDate('2026-12-10', '2026-12-11')).toBe('2026-12-17');
    expect(nextDueReminderDate('2026-12-10', '2026-12-17')).toBe('2026-12-17');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-07')).toBe('2026-12-10');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-10')).toBe('2026-12-17');
    expect(dueReminderDateAfter('2026-12-10', '2026-12-31')).toBe('2027-01-07');
  });
});

describe('unpaid instalments', () => {
  it('are none before the schedule has dates, then every instalment with its due date', () => {
    // 2,180.00: a 10% advance, 2 monthly payments of 5% and the balance.
    let state = addPayment(createdOrder(), { type: 'A', note: 'Advance', amt: 10 });
    state = addPayment(state, { type: 'M', note: 'Monthly', amt: 5, count: 2 });
    state = addPayment(state, { type: 'F', note: 'Balance' });
    expect(unpaidInstalments(state)).toEqual([]);
    // Accepted on 15 January 2025 (the fixtures' clock).
    state = act(act(state, { type: 'StartAgreement', data: A }, BUYER), { type: 'AcceptAgreement', data: A }, SELLER);
    expect(unpaidInstalments(state).map(({ label, dueDate, unpaid }) => [label, dueDate, unpaid])).toEqual([
      ['Advance', '2025-01-15', '218.00'],
      ['Monthly', '2025-02-14', '109.00'],
      ['Monthly', '2025-03-16', '109.00'],
      ['Final', '2025-04-15', '1744.00'],
    ]);
  });
});
