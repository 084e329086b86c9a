// India Standard Time: one zone, UTC+05:30 all year (India keeps no daylight saving), so a fixed
// offset converts exactly, with no time-zone data. Indian calendar days (GST document dates and
// financial years, the day report) and printed times are read in it.

const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant (a `Date` or an ISO string) as the clock in India shows it, in ISO form with the
 * offset: `2026-11-23T10:00:05.000Z` → `2026-11-23T15:30:05.000+05:30`.
 */
export const istDateTime = (at: Date | string): string =>
  `${new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 23)}+05:30`;

/** The calendar date (YYYY-MM-DD) in India of an instant: `2026-03-31T19:00:00.000Z` → `2026-04-01`. */
export const istDate = (at: Date | string): string => istDateTime(at).slice(0, 10);

/** An ISO date or date-time as written in India, day first: `2026-11-23` → `23/11/2026` (no zone conversion). */
export const indianDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
