export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface ActionLimits {
  perIp: Limit;
  // Counted per value of this body field (the contact, or the challenge the code belongs to).
  perContact?: Limit & { field: string };
  // Counted per signed-in user (routes behind sign-in only).
  perUser?: Limit;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

// Limits per route (the RATE_LIMITS setting =off disables them, e.g. for unrelated test suites).
export const RATE_LIMITS = {
  register: {
    perIp: { max: 10, windowSeconds: HOUR },
    perContact: { field: 'PhoneNumber', max: 5, windowSeconds: HOUR },
  },
  sendOtp: {
    perIp: { max: 20, windowSeconds: HOUR },
    perContact: { field: 'ContactInfo', max: 10, windowSeconds: HOUR },
  },
  validateOtp: {
    perIp: { max: 30, windowSeconds: MINUTES_15 },
    perContact: { field: 'ContactId', max: 10, windowSeconds: MINUTES_15 },
  },
  login: {
    perIp: { max: 30, windowSeconds: MINUTES_15 },
    perContact: { field: 'Contact', max: 10, windowSeconds: MINUTES_15 },
  },
  googleLogin: { perIp: { max: 30, windowSeconds: MINUTES_15 } },
  checkUser: { perIp: { max: 30, windowSeconds: MINUTES_15 } },
  changePassword: { perIp: { max: 10, windowSeconds: MINUTES_15 } },
  refresh: { perIp: { max: 60, windowSeconds: MINUTES_15 } },
  logout: { perIp: { max: 60, windowSeconds: MINUTES_15 } },
  // The public form: a person writes a few messages, not hundreds.
  contactUs: {
    perIp: { max: 10, windowSeconds: HOUR },
    perContact: { field: 'Email', max: 5, windowSeconds: HOUR },
  },
  // The builder's Verify turns a phone or e-mail into a name, e-mail, phone, GSTIN and address:
  // plenty for drafting contracts, too few to walk the user list.
  contactLookup: {
    perIp: { max: 120, windowSeconds: HOUR },
    perUser: { max: 30, windowSeconds: HOUR },
  },
  // At most 10 files a minute and 200 an hour per user (each up to 1 MB); bytes are capped by the uploads quota.
  upload: {
    perIp: { max: 120, windowSeconds: HOUR },
    perUser: { max: 10, windowSeconds: 60 },
  },
  // Each press sends a description to the AI provider, which may charge per call.
  aiDraft: {
    perIp: { max: 120, windowSeconds: HOUR },
    perUser: { max: 30, windowSeconds: HOUR },
  },
} as const satisfies Record<string, ActionLimits>;

export type LimitedAction = keyof typeof RATE_LIMITS;
