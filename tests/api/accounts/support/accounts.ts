import { randomInt } from 'node:crypto';
import { expect, jest } from '@jest/globals';
import { gstinCheckCharacter } from '@samvida/machines';
import pg from 'pg';
import { Clock } from '../../../../backend/src/common/clock.js';
import { call, type TestApp } from '../../../setup/test-app.js';

export const PASSWORD = 'Secret@123';

/** A fresh +91 mobile number per call, so tests never collide. */
export function newPhone(): string {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A fresh well-formed PAN per call: a GSTIN belongs to one account, so each test account has its own. */
export function newPan(): string {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  return `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;
}

/** The GSTIN of `pan` in a state (27 Maharashtra, 29 Karnataka), with its check character. */
export function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

// An address with a PIN code in each state the suites register GSTINs in (a GSTIN's address needs one).
const ADDRESS_IN_STATE: Record<string, string> = {
  '07': 'Connaught Place, New Delhi 110001',
  '27': '12, MG Road, Pune - 411001',
  '29': '80 Feet Road, Indiranagar, Bengaluru 560038',
  '33': 'Anna Salai, Chennai 600002',
};

/** An address in the state `stateCode` (27 Maharashtra, 29 Karnataka, 07 Delhi, 33 Tamil Nadu). */
export const addressIn = (stateCode: string): string => ADDRESS_IN_STATE[stateCode] ?? ADDRESS_IN_STATE['27']!;

/**
 * A registration body: a fresh phone, PAN and Maharashtra GSTIN of that PAN unless overridden (a
 * GSTIN given alone brings its own PAN, which the GSTIN must carry), with an address in the
 * GSTIN's state.
 */
export function registerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const gstin = typeof overrides.UsrGstin === 'string' ? overrides.UsrGstin : undefined;
  const pan = gstin?.length === 15 ? gstin.slice(2, 12) : newPan();
  return {
    UsrName: 'Asha Verma',
    UsrPan: pan,
    UsrGstin: gstinOf('27', pan),
    UsrAddress: addressIn(gstin?.length === 15 ? gstin.slice(0, 2) : '27'),
    UsrType: 5,
    UsrIsMsme: true,
    PhoneNumber: newPhone(),
    Password: PASSWORD,
    ...overrides,
  };
}

/** The newest one-time code the outbox holds for `to`, read through GET /api/dev/outbox. */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const { status, body } = await call<{ body: string; template: string }[]>(
    baseUrl,
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  expect(status).toBe(200);
  const message = body.data?.find((entry) => entry.template === 'otp');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no one-time code in the outbox for ${to}`);
  return code;
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: string;
  phone: string;
}

/** Register, read the code from the outbox, validate it: a verified, signed-in user. */
export async function registerVerified(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = registerBody(overrides);
  const registered = await call<{ contactId: string }>(baseUrl, 'POST', '/api/Auth/Register', { body });
  expect(registered.status).toBe(201);
  const phone = body.PhoneNumber as string;
  const validated = await call<SignedIn>(baseUrl, 'POST', '/api/Auth/ValidateOTP', {
    body: { ContactId: registered.body.data!.contactId, OTP: await latestCode(baseUrl, phone) },
  });
  expect(validated.status).toBe(200);
  const { token, refreshToken, userId } = validated.body.data!;
  return { token, refreshToken, userId, phone };
}

/** Row counts straight from the suite's database, to prove a refused request wrote nothing. */
export async function countRows(
  databaseUrl: string,
  table: 'users' | 'one_time_codes' | 'notification_messages',
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Takes over the accounts clock of a running app so a test can move time instead of sleeping. */
export function controlClock(app: TestApp): { advance(ms: number): void; toStartOfNextHour(): void } {
  let offsetMs = 0;
  jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
  return {
    advance: (ms) => {
      offsetMs += ms;
    },
    // Rate-limit windows are aligned to the clock; starting just after an hour boundary keeps a
    // burst of requests inside one window of every size.
    toStartOfNextHour: () => {
      const now = Date.now() + offsetMs;
      offsetMs += HOUR_MS - (now % HOUR_MS) + 1000;
    },
  };
}

const HOUR_MS = 60 * 60_000;
