// When reminders may go out (issue 37): never between 21:00 and 09:00 in India, and for a payment
// due, 3 days before, on the day, then weekly while it stays unpaid. Dates are Indian calendar dates.
import { addDays } from '../deciders/agreement.views.js';
import { istDate, istDateTime } from './india-time.js';

const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;

/** 09:00 in India on an Indian calendar date (yyyy-mm-dd). */
export const istMorningOf = (date: string): Date => new Date(`${date}T09:00:00+05:30`);

/** Whether `at` falls in the quiet hours (21:00 to 09:00 in India). */
export function isQuietHour(at: Date): boolean {
  const hour = Number(istDateTime(at).slice(11, 13));
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `at`, or the 09:00 that ends the quiet hours it falls in. */
export function outsideQuietHours(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const today = istDate(at);
  return Number(istDateTime(at).slice(11, 13)) < QUIET_UNTIL_HOUR
    ? istMorningOf(today)
    : istMorningOf(addDays(today, 1));
}

const DAYS_BEFORE = 3;
const OVERDUE_EVERY_DAYS = 7;

/** The reminder day after one sent on `sentOn` for a payment due on `dueDate`. */
export const dueReminderDateAfter = (dueDate: string, sentOn: string): string =>
  nextDueReminderDate(dueDate, addDays(sentOn, 1));

/** The first day on or after `from` to remind of a payment due on `dueDate`. */
export function nextDueReminderDate(dueDate: string, from: string): string {
  const before = addDays(dueDate, -DAYS_BEFORE);
  if (from <= before) return before;
  if (from <= dueDate) return dueDate;
  const daysLate = (Date.parse(from) - Date.parse(dueDate)) / 86_400_000;
  return addDays(dueDate, Math.ceil(daysLate / OVERDUE_EVERY_DAYS) * OVERDUE_EVERY_DAYS);
}
