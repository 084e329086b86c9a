// Who may audit a contract, and until when.

/**
 * Why an auditor's access cannot end on `until` (a date, or null for no end) when asked at `now`
 * (an ISO time), if it cannot: access may not end in the past.
 */
export const auditEndDateProblem = (until: string | null | undefined, now: string): string | undefined =>
  until && until < now.slice(0, 10) ? 'The end date of access cannot be in the past.' : undefined;

/** The refusal of a buyer or seller as their own contract's auditor. */
export const AUDITOR_IS_PARTY = 'A buyer or seller of this agreement cannot be its auditor.';
